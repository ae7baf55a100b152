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

std::string args_error(const std::vector<std::string>& args) {
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
    CHECK(args_error({"--fast"}) == "unknown option '--fast'");
    CHECK(args_error({"--fast=1"}) == "unknown option '--fast'");
    CHECK(args_error({"-x"}) == "unknown option '-x'");
    CHECK(args_error({"--limit"}) == "option --limit needs a value (--limit K)");
    CHECK(args_error({"--limit="}) == "option --limit needs a value (--limit K)");
    CHECK(args_error({"--stats=yes"}) == "option --stats takes no value");
    CHECK(args_error({"a", "b", "c"}) == "unexpected argument 'c'");
    auto args = cli::Args::parse(kSpec, {"--limit", "0"});
    REQUIRE(args);
    CHECK(sudoku::i18n::english(args->number("--limit", 1, 1, 10).error()) ==
          "--limit '0': expected a whole number from 1 to 10");
    CHECK(args->choice("--algo", "fast", {"fast", "mrv"}).value() == "fast");
}
