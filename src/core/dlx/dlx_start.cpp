#include "core/dlx/dlx_start.hpp"

#include <string>

#include "core/grid/validation.hpp"

namespace sudoku::core {

Result<DancingLinks> dlx_start(const ExactCover& cover, const Board& puzzle) {
    const Layout& layout = puzzle.layout();
    for (int i = 0; i < puzzle.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (puzzle.at(c) > puzzle.size())
            return coded_error(
                ErrorCode::ValueOutOfRange,
                {std::to_string(puzzle.at(c)), layout.cell_name(c), std::to_string(puzzle.size())});
    }
    if (auto error = validate_givens(puzzle)) return *error;
    DancingLinks links(cover);
    for (int i = 0; i < puzzle.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        const Digit d = puzzle.at(c);
        // validate_givens found no conflict, so every given's columns are still free.
        if (d != kEmpty && !links.select_row(cover.row_of(c, d)))
            return unspecified_error("given " + std::to_string(d) + " at " + layout.cell_name(c) +
                                     " conflicts with an earlier given");
    }
    return links;
}

}  // namespace sudoku::core
