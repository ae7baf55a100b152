// Paths that are not files (a named pipe with no writer, /dev/zero, a folder, a symlink loop)
// are refused at once with a message naming them, never read or written with a wait.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "i18n/describe.hpp"
#include "io/regular_file.hpp"
#include "temp_folder.hpp"
#include "text_checks.hpp"

using sudoku::test::contains;

using namespace sudoku::io;
using sudoku::test::TempFolder;

namespace {

std::string read_error(const std::filesystem::path& path, std::size_t limit = 1000) {
    auto text = read_regular_file(path, limit);
    REQUIRE_FALSE(text.ok());
    return sudoku::i18n::english(text.error());
}

}  // namespace

TEST_CASE("read_regular_file: a named pipe with no writer is refused without waiting") {
    const TempFolder folder;
    const auto fifo = folder / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // Before the fix this open waited for a writer for ever (the hang guard of ctest ends it).
    const std::string error = read_error(fifo);
    CHECK(contains(error, "named pipe"));
    CHECK(contains(error, "pipe'"));
}

TEST_CASE("read_regular_file: a device, a folder, a symlink loop and a large file") {
    const TempFolder folder;
    CHECK(contains(read_error("/dev/zero"), "'/dev/zero' is a device"));
    CHECK(contains(read_error(folder.path()), "is a folder"));
    std::filesystem::create_symlink(folder / "b", folder / "a");
    std::filesystem::create_symlink(folder / "a", folder / "b");
    CHECK(contains(read_error(folder / "a"), "Too many levels of symbolic links"));
    CHECK(contains(read_error(folder / "missing"), "No such file or directory"));
    std::ofstream(folder / "big") << std::string(1001, 'x');
    CHECK(contains(read_error(folder / "big"), "is 1001 bytes, over the limit of 1000 bytes"));
    std::ofstream(folder / "ok") << std::string(1000, 'x');
    auto ok = read_regular_file(folder / "ok", 1000);
    REQUIRE(ok.ok());
    CHECK(ok->size() == 1000);
}

TEST_CASE("write_text_without_waiting: a pipe without reader is refused, with one is written") {
    const TempFolder folder;
    const auto fifo = folder / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    auto refused = write_text_without_waiting(fifo, "line\n");
    REQUIRE(refused.has_value());
    CHECK(contains(sudoku::i18n::english(*refused), "no program is reading"));

    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    REQUIRE(reader >= 0);
    CHECK_FALSE(write_text_without_waiting(fifo, "line\n").has_value());
    char buffer[16] = {};
    CHECK(::read(reader, buffer, sizeof buffer) == 5);
    ::close(reader);

    CHECK_FALSE(write_text_without_waiting(folder / "board.txt", "abc\n").has_value());
    std::ifstream in(folder / "board.txt");
    std::string line;
    std::getline(in, line);
    CHECK(line == "abc");
    CHECK(write_text_without_waiting(folder.path(), "x").has_value());
}
