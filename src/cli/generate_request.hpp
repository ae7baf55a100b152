// The options shared by `generate` and `bench-generate`: board shape, variant, difficulty,
// empty cells, symmetry, count and seed, parsed into the core generator's options.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/generator.hpp"

namespace sudoku::cli {

struct GenerateRequest {
    core::GeneratorOptions options;  // seed = the first puzzle's seed
    int count = 1;                   // puzzle i (0-based) uses seed + i
    bool count_given = false;
    bool seed_given = false;
    bool help = false;
};

// The option lines for --help.
[[nodiscard]] const char* generate_options_help();

// Parses `--flag value` and `--flag=value` arguments. Errors name the bad argument.
[[nodiscard]] core::Result<GenerateRequest> parse_generate_request(
    const std::vector<std::string>& args);

// The grader used for --difficulty; empty until the logical grader is part of the build.
[[nodiscard]] core::GradeFn cli_grader();

// "9x9 classic", "7x7 jigsaw-x", "6x6 (3x2 boxes) hyper" for reports.
[[nodiscard]] std::string describe_request(const GenerateRequest& request);

}  // namespace sudoku::cli
