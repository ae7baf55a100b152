#include "render/watch_frame.hpp"

#include <algorithm>

namespace sudoku::render {

WatchFrame plain_frame(const core::Board& board) {
    return WatchFrame{board, board};
}

WatchFrame watch_frame(core::SolverPlayer& player) {
    WatchFrame f{player.board(), player.start()};
    f.watching = true;
    f.algorithm = player.options().algorithm;
    f.position = player.position();
    f.last = player.last_step();
    f.counters = player.counters();
    f.empties = player.start().empty_count();
    f.finished = player.finished();
    const core::StepSolver& solver = player.solver_at_position();
    f.stack = solver.stack();
    const core::Board& board = f.board;
    if (!f.stack.empty() && f.stack.back().cell != core::kNoCell &&
        f.algorithm != core::Algorithm::Propagate) {
        // naive tries every value 1..N in turn; mrv only the cell's legal values, which are the
        // board's again whenever this level is the deepest.
        const core::StackFrame& top = f.stack.back();
        const core::Mask values = f.algorithm == core::Algorithm::Naive
                                      ? board.layout().all_digits()
                                      : board.candidates(top.cell);
        f.tried_cell = top.cell;
        f.tried = values & ~top.remaining & ~(top.digit ? core::digit_bit(top.digit) : 0);
    }
    const auto cells = static_cast<std::size_t>(board.cell_count());
    if (f.algorithm != core::Algorithm::Naive) {
        f.candidates.assign(cells, 0);
        for (core::Cell c = 0; c < board.cell_count(); ++c)
            if (board.at(c) == core::kEmpty) f.candidates[c] = solver.candidates(c);
    }
    // As the Watch screen: every level placed its own cell; propagate's forced values take the
    // depth of their recent Place event, older ones the depth open now.
    f.cell_depth.assign(cells, 0);
    const int now = std::clamp(f.counters.depth, 1, 255);
    for (core::Cell c = 0; c < board.cell_count(); ++c)
        if (board.at(c) != core::kEmpty && f.start.at(c) == core::kEmpty)
            f.cell_depth[c] = static_cast<std::uint8_t>(now);
    for (const auto& [index, step] : player.recent(4096))
        if (step.kind == core::StepKind::Place && board.at(step.cell) == step.digit)
            f.cell_depth[step.cell] = static_cast<std::uint8_t>(std::clamp(step.depth, 1, 255));
    for (std::size_t level = 0; level < f.stack.size(); ++level) {
        const core::Cell c = f.stack[level].cell;
        if (c != core::kNoCell && board.at(c) != core::kEmpty)
            f.cell_depth[c] = static_cast<std::uint8_t>(std::min<std::size_t>(level + 1, 255));
    }
    return f;
}

}  // namespace sudoku::render
