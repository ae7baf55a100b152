// The print dialog's and the Experiments window's workers: their source file is checked before
// it is read (a named pipe, a device or a file past the limit is refused at once, naming the
// path), and a file of more puzzles than a printout holds says how many it has.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <fstream>

#include "app/dialogs/print_job.hpp"
#include "app/lab/set_file.hpp"
#include "i18n/describe.hpp"
#include "temp_folder.hpp"
#include "text_checks.hpp"

using sudoku::test::contains;

using namespace sudoku;
using sudoku::test::TempFolder;

namespace {

const std::string kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::string add_error(const std::string& path) {
    render::PrintRequest request;
    auto added = app::add_file_puzzles(request, path, nullptr);
    REQUIRE_FALSE(added.ok());
    CHECK(request.puzzles.empty());
    return i18n::english(added.error());
}

}  // namespace

TEST_CASE("print source: a named pipe, a device and a huge file are refused without reading") {
    const TempFolder folder;
    const auto fifo = folder / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // Before the fix the read waited for a writer for ever (and /dev/zero filled the memory).
    CHECK(contains(add_error(fifo.string()), "is a named pipe"));
    CHECK(contains(add_error("/dev/zero"), "is a device"));
    CHECK(contains(add_error(folder.path().string()), "is a folder"));
    {
        std::ofstream big(folder / "big.txt");
        const std::string line = kPuzzle + "\n";
        for (std::size_t size = 0; size <= app::kMaxPrintSourceBytes; size += line.size())
            big << line;
    }
    CHECK(contains(add_error((folder / "big.txt").string()), "over the limit of 16 MiB"));
}

TEST_CASE("print source: past the cap, the first puzzles print and the total is known") {
    const TempFolder folder;
    const std::size_t total = app::kMaxPrintPuzzles + 5;
    {
        std::ofstream set(folder / "set.txt");
        for (std::size_t i = 0; i < total; ++i)
            set << kPuzzle << "\n";
    }
    render::PrintRequest request;
    auto added = app::add_file_puzzles(request, (folder / "set.txt").string(), nullptr);
    REQUIRE(added.ok());
    CHECK(*added == total);
    CHECK(request.puzzles.size() == app::kMaxPrintPuzzles);
    CHECK(request.puzzles.front().solution.has_value());
}

TEST_CASE("print job: a cancelled printout stops before writing") {
    const TempFolder folder;
    {
        std::ofstream set(folder / "set.txt");
        set << kPuzzle << "\n";
    }
    app::PrintOrder order;
    order.source_path = (folder / "set.txt").string();
    order.output = (folder / "out.pdf").string();
    const std::atomic<bool> cancel{true};
    const app::PrintOutcome outcome = app::run_print(order, cancel);
    REQUIRE_FALSE(outcome.summary.ok());
    CHECK(i18n::english(outcome.summary.error()) == "cancelled");
    CHECK_FALSE(std::filesystem::exists(folder / "out.pdf"));
}

TEST_CASE("experiments set file: a named pipe is refused at once, naming it") {
    const TempFolder folder;
    const auto fifo = folder / "set.fifo";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // Before the fix the worker blocked in the open: Cancel did nothing and the exit hung.
    auto set = app::read_set_file(fifo.string());
    REQUIRE_FALSE(set.ok());
    CHECK(contains(i18n::english(set.error()), "set.fifo' is a named pipe"));
    CHECK_FALSE(app::read_set_file("/dev/zero").ok());
    {
        std::ofstream file(folder / "set.txt");
        file << kPuzzle << "\n";
    }
    auto read = app::read_set_file((folder / "set.txt").string());
    REQUIRE(read.ok());
    CHECK(read->size() == 1);
}
