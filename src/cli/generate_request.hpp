// The options shared by `generate` and `bench-generate`: board shape, variant, difficulty,
// empty cells, symmetry, bounds, count and seed, read into the core generator's options.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "cli/args.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/killer_generator.hpp"

namespace sudoku::cli {

struct GenerateRequest {
    core::GeneratorOptions options;  // seed = the first puzzle's seed
    int count = 1;                   // puzzle i (0-based) uses seed + i
    bool count_given = false;
    bool seed_given = false;
    bool killer = false;         // --variant killer[-...]: cages with sums (core::generate_killer)
    bool killer_givens = false;  // --killer-givens: a few givens besides the cages
};

// The killer generator's options for the request (its shape, difficulty and seed).
[[nodiscard]] core::KillerOptions killer_options(const GenerateRequest& request);

// The options both commands accept, for their CommandSpec.
[[nodiscard]] std::vector<OptionSpec> generate_option_specs();

// Reads the parsed options; without --seed the seed is drawn from std::random_device.
// Errors name the bad option and value.
[[nodiscard]] core::Result<GenerateRequest> read_generate_request(const Args& args);

// Parses a command line of either command, reads the request and validates it against the
// generator; the exit code (help, or a usage error already reported) when that fails.
[[nodiscard]] std::variant<int, GenerateRequest> parse_generate_command(
    const CommandSpec& spec, const std::vector<std::string>& raw);

// "9x9 classic", "7x7 jigsaw-x", "6x6 (3x2 boxes) hyper" for reports.
[[nodiscard]] std::string describe_request(const GenerateRequest& request);

}  // namespace sudoku::cli
