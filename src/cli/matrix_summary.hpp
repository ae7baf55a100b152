// The per-size table `sudoku-cli bench-generate --matrix --summary` prints after its lines: how
// many requests of each size met issue 35's bounds, and the slowest one, as a Markdown table.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace sudoku::cli {

// One request's measured CPU seconds over its seeds.
struct MatrixCell {
    int size = 0;
    std::string kind;  // core::request_kind: "9 3x3 classic easy empty=any rotate180 killer"
    double median = 0;
    double p90 = 0;
    bool ok = false;  // within both bounds and every seed answered
};

// One row per size, in the order the sizes first appear: requests, over the target, the
// slowest median with its request, and the largest 90th percentile.
void print_matrix_summary(const std::vector<MatrixCell>& cells, std::ostream& out);

}  // namespace sudoku::cli
