#include "render/watch_frame.hpp"

#include <algorithm>

#include "core/paint/search_marks.hpp"

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
    // The marks the Watch screen computes (core/paint/search_marks).
    core::SearchMarks marks;
    core::search_marks(player, marks);
    f.stack = std::move(marks.stack);
    f.candidates = std::move(marks.candidates);
    f.cell_depth = std::move(marks.cell_depth);
    f.struck = std::move(marks.struck);
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
    return f;
}

}  // namespace sudoku::render
