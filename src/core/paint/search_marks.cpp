#include "core/paint/search_marks.hpp"

#include <algorithm>

namespace sudoku::core {

namespace {

// Candidates the last Place removed from its peers, as mrv sees them: `d` was legal in an empty
// peer unless another of that peer's peers already held it.
void struck_by_place(const Board& board, Cell placed, Digit d,
                     std::vector<std::pair<Cell, Digit>>& out) {
    const Layout& layout = board.layout();
    for (const Cell p : layout.peers(placed)) {
        if (board.at(p) != kEmpty) continue;
        bool held_elsewhere = false;
        for (const Cell q : layout.peers(p))
            held_elsewhere = held_elsewhere || (q != placed && board.at(q) == d);
        if (!held_elsewhere) out.emplace_back(p, d);
    }
}

}  // namespace

bool shows_candidates(Algorithm algorithm) {
    return algorithm != Algorithm::Naive;
}

void search_marks(SolverPlayer& player, SearchMarks& out) {
    const StepSolver& solver = player.solver_at_position();
    const Board& board = player.board();
    const auto cells = static_cast<std::size_t>(board.cell_count());
    const bool candidates = shows_candidates(player.options().algorithm);
    out.stack = solver.stack();
    out.candidates.assign(cells, 0);
    if (candidates)
        for (Cell c = 0; c < board.cell_count(); ++c)
            if (board.at(c) == kEmpty) out.candidates[c] = solver.candidates(c);

    // Depths: every search level placed its own cell; propagate's forced values are found in
    // the recent events (older ones keep the depth of the level that is open now).
    out.cell_depth.assign(cells, 0);
    const auto recent = player.recent(4096);
    const int now = player.counters().depth;
    for (Cell c = 0; c < board.cell_count(); ++c)
        if (board.at(c) != kEmpty && player.start().at(c) == kEmpty)
            out.cell_depth[c] = static_cast<std::uint8_t>(std::clamp(now, 1, 255));
    for (const auto& [index, step] : recent)
        if (step.kind == StepKind::Place && board.at(step.cell) == step.digit)
            out.cell_depth[step.cell] = static_cast<std::uint8_t>(std::clamp(step.depth, 1, 255));
    for (std::size_t level = 0; level < out.stack.size(); ++level) {
        const Cell c = out.stack[level].cell;
        if (c != kNoCell && board.at(c) != kEmpty)
            out.cell_depth[c] = static_cast<std::uint8_t>(std::min<std::size_t>(level + 1, 255));
    }

    // Eliminations just made: propagate reports them; for mrv they follow from the last Place.
    out.struck.clear();
    if (!candidates || recent.empty()) return;
    if (search_config(player.options()).infer != Inference::None) {
        for (auto it = recent.rbegin(); it != recent.rend(); ++it) {
            if (it->second.kind != StepKind::Eliminate) break;
            out.struck.emplace_back(it->second.cell, it->second.digit);
        }
    } else if (recent.back().second.kind == StepKind::Place) {
        struck_by_place(board, recent.back().second.cell, recent.back().second.digit, out.struck);
    }
}

}  // namespace sudoku::core
