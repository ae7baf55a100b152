// sudoku-cli's per-command arguments (cli/args, read with CLI11): options with values, flags,
// operands and `--`, and the usage errors the shell tests (tests/cli) show in context.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli/args.hpp"
#include "i18n/describe.hpp"

using namespace sudoku;

namespace {

const cli::CommandSpec kSpec{
    "test",
    "[FILE|-]...",
    "a spec like solve's",
    {{"--algo", "ALGO", "an option with a value"},
     {"--limit", "K", "a number"},
     {"--stats", nullptr, "a flag"}},
    0,
    2,
};

std::string error_of(const std::vector<std::string>& args) {
    auto parsed = cli::Args::parse(kSpec, args);
    REQUIRE(!parsed);
    return sudoku::i18n::english(parsed.error());
}

}  // namespace

TEST_CASE("cli args: values, flags, operands, '-' and '--'") {
    auto args = cli::Args::parse(kSpec, {"--algo", "mrv", "a", "--limit=5", "--stats", "--algo=x"});
    REQUIRE_MESSAGE(args, sudoku::i18n::english(args.error()));
    CHECK(*args->value("--algo") == "x");  // the last one wins
    CHECK(*args->number("--limit", 1, 1, 10) == 5);
    CHECK(args->flag("--stats"));
    CHECK(args->operands() == std::vector<std::string>{"a"});

    auto rest = cli::Args::parse(kSpec, {"-", "--", "--stats"});
    REQUIRE(rest);
    CHECK(!rest->flag("--stats"));
    CHECK(rest->operands() == std::vector<std::string>{"-", "--stats"});

    auto help = cli::Args::parse(kSpec, {"--bogus", "--limit", "-h"});
    REQUIRE(help);
    CHECK(help->help());
}

TEST_CASE("cli args: usage errors name the argument") {
    CHECK(error_of({"--fast"}) == "unknown option '--fast'");
    CHECK(error_of({"--fast=1"}) == "unknown option '--fast'");
    CHECK(error_of({"-x"}) == "unknown option '-x'");
    CHECK(error_of({"--limit"}) == "option --limit needs a value (--limit K)");
    CHECK(error_of({"--limit="}) == "option --limit needs a value (--limit K)");
    CHECK(error_of({"--stats=yes"}) == "option --stats takes no value");
    CHECK(error_of({"a", "b", "c"}) == "unexpected argument 'c'");
    auto args = cli::Args::parse(kSpec, {"--limit", "0"});
    REQUIRE(args);
    CHECK(sudoku::i18n::english(args->number("--limit", 1, 1, 10).error()) ==
          "--limit '0': expected a whole number from 1 to 10");
    CHECK(args->choice("--algo", "fast", {"fast", "mrv"}).value() == "fast");
}
