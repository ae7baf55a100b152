// sudoku-cli generate: unique-solution puzzles for any shape, one puzzle line each.
#include <iostream>

#include "cli/command.hpp"
#include "cli/generate_request.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec& spec() {
    static const CommandSpec kSpec{
        "generate",
        "",
        "Writes puzzles with exactly one solution (proven by the counting solver), one puzzle\n"
        "line each; jigsaw lines carry regions=, killer lines one cage=<sum>:<cells> per cage.\n"
        "Without --seed a random seed is used and\n"
        "reported on standard error. Exit 2 for an impossible request, 1 when the attempt\n"
        "bound is reached (the message says how far it got).",
        generate_option_specs(),
        0,
        0,
    };
    return kSpec;
}

int run(const std::vector<std::string>& raw) {
    auto parsed = parse_generate_command(spec(), raw);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    const GenerateRequest& request = std::get<GenerateRequest>(parsed);
    core::GeneratorOptions options = request.options;
    if (!request.seed_given) std::cerr << "sudoku-cli: generate: seed " << options.seed << "\n";
    const std::uint64_t first_seed = options.seed;
    for (int i = 0; i < request.count; ++i) {
        options.seed = first_seed + static_cast<std::uint64_t>(i);
        core::KillerOptions killer = killer_options(request);
        killer.seed = options.seed;
        auto puzzle =
            request.killer ? core::generate_killer(killer) : core::generate_puzzle(options);
        if (!puzzle) {
            std::cerr << "sudoku-cli: generate: puzzle " << i + 1 << " (seed " << options.seed
                      << "): " << i18n::english(puzzle.error()) << "\n";
            return kExitFailed;
        }
        std::cout << core::format_puzzle_line(puzzle->puzzle) << std::endl;
    }
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("generate", "generate puzzles with exactly one solution", run);

}  // namespace sudoku::cli
