// libFuzzer target: sudoku-cli's argument parser (cli/args) on arbitrary argument lists, one
// argument per input line, against a spec with flags, valued options and an operand limit.
// Errors are one short printable line (they echo the bad argument, shortened), and what is
// accepted reads back consistently.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    static const cli::CommandSpec spec{
        "fuzz",
        "[FILE|-]...",
        "a spec like solve's",
        {{"--algo", "ALGO", "an option with a value"},
         {"--limit", "K", "a number"},
         {"--stats", nullptr, "a flag"}},
        0,
        3,
    };
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == '\n') {
            args.emplace_back();
        } else {
            args.back() += static_cast<char>(data[i]);
        }
    }
    if (size == 0) args.clear();
    auto parsed = cli::Args::parse(spec, args);
    if (!parsed) {
        fuzz::check_error_message(sudoku::i18n::english(parsed.error()));
        return 0;
    }
    if (parsed->help()) return 0;
    SUDOKU_FUZZ_CHECK(parsed->operands().size() <= 3, "more operands than the spec allows");
    auto limit = parsed->number("--limit", 2, 1, 1000);
    if (limit) {
        SUDOKU_FUZZ_CHECK(*limit >= 1 && *limit <= 1000, "number out of range");
    } else {
        fuzz::check_error_message(sudoku::i18n::english(limit.error()));
    }
    auto algo = parsed->choice("--algo", "fast", {"fast", "naive", "mrv"});
    if (!algo) fuzz::check_error_message(sudoku::i18n::english(algo.error()));
    (void)parsed->flag("--stats");
    (void)cli::command_help(spec);
    return 0;
}
