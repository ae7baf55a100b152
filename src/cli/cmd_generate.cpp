// `sudoku-cli generate`: unique-solution puzzles for any shape, one puzzle line each.
#include <iostream>

#include "cli/command.hpp"
#include "cli/generate_request.hpp"
#include "core/puzzle_line.hpp"

namespace sudoku::cli {

namespace {

int run_generate(const std::vector<std::string>& args) {
    auto request = parse_generate_request(args);
    if (!request) {
        std::cerr << "generate: " << request.message() << "\n";
        return kExitUsage;
    }
    if (request->help) {
        std::cout << "usage: sudoku-cli generate [options]\n\n"
                     "Writes puzzles with exactly one solution, one puzzle line each (jigsaw\n"
                     "lines carry regions=). Without --seed a random seed is used and reported\n"
                     "on standard error.\n\noptions:\n"
                  << generate_options_help();
        return kExitOk;
    }
    core::GeneratorOptions options = request->options;
    if (auto bad = core::validate_generator_options(options)) {
        std::cerr << "generate: " << bad->message << "\n";
        return kExitUsage;
    }
    if (!request->seed_given) std::cerr << "generate: seed " << options.seed << "\n";
    const std::uint64_t first_seed = options.seed;
    for (int i = 0; i < request->count; ++i) {
        options.seed = first_seed + static_cast<std::uint64_t>(i);
        auto puzzle = core::generate_puzzle(options);
        if (!puzzle) {
            std::cerr << "generate: puzzle " << i + 1 << " (seed " << options.seed
                      << "): " << puzzle.message() << "\n";
            return kExitFailed;
        }
        std::cout << core::format_puzzle_line(puzzle->puzzle) << std::endl;
    }
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("generate", "generate puzzles with exactly one solution", run_generate);

}  // namespace sudoku::cli
