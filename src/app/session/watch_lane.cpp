#include "app/session/watch_lane.hpp"

#include <algorithm>

#include "core/paint/search_marks.hpp"

namespace sudoku::app {

using core::Cell;
using core::Digit;
using core::StepKind;

WatchLane::WatchLane(core::Algorithm a, core::SolverPlayer p)
    : algorithm(a),
      player(std::move(p)),
      empties(player.start().empty_count()),
      tree(std::make_shared<core::SearchTree>()) {
    player.set_observer(
        [tree = tree](std::uint64_t index, const core::Step& step) { tree->record(step, index); });
}

void WatchLane::refresh() {
    if (cached_position == player.position()) return;
    cached_position = player.position();
    // The same marks an exported frame computes (core/paint/search_marks).
    core::SearchMarks marks;
    marks.stack = std::move(stack);
    marks.candidates = std::move(candidates);
    marks.cell_depth = std::move(cell_depth);
    marks.struck = std::move(struck);
    core::search_marks(player, marks);
    stack = std::move(marks.stack);
    candidates = std::move(marks.candidates);
    cell_depth = std::move(marks.cell_depth);
    struck = std::move(marks.struck);
    // The player may rebuild its solver when it seeks: the view keeps its own copy.
    if (algorithm == core::Algorithm::Dlx) dlx_state = player.solver_at_position().clone();
}

core::BoardState board_state(const WatchLane& lane, bool marks) {
    core::BoardState s;
    s.board = &lane.player.board();
    s.start = &lane.player.start();
    s.last = lane.player.last_step();
    s.marks = marks;
    s.cell_depth = lane.cell_depth;
    s.empties = lane.empties;
    s.show_candidates = lane.shows_candidates();
    s.candidates = lane.candidates;
    s.struck = lane.struck;
    s.flash_cell = lane.flash_cell;
    s.flash = lane.flash;
    return s;
}

std::string lane_label(const WatchLane& lane, Language language) {
    const core::StepSolverOptions& o = lane.player.options();
    if (o.algorithm == core::Algorithm::Dlx)
        return std::string(algorithm_word(o.algorithm, language)) + "/" +
               core::column_rule_name(o.column_rule);
    if (o.algorithm != core::Algorithm::Custom) {
        std::string label = algorithm_word(o.algorithm, language);
        if (o.order != core::ValueOrder::Ascending)
            label += "/" + std::string(core::value_order_name(o.order));
        return label;
    }
    const core::SearchConfig c = core::search_config(o);
    return std::string(core::var_order_name(c.var)) + "/" +
           std::string(core::value_order_name(c.val)) + "/" +
           std::string(core::inference_name(c.infer));
}

std::string lane_caption(const WatchLane& lane, Language language) {
    const std::string label = lane_label(lane, language);
    if (lane.player.options().algorithm != core::Algorithm::Custom) return label;
    return std::string(algorithm_word(core::Algorithm::Custom, language)) + " · " + label;
}

void WatchLane::note_moved(bool animate) {
    depth_samples.push(player.position(), static_cast<float>(player.counters().depth));
    const auto last = player.last_step();
    if (animate && last && last->kind == StepKind::Remove) {
        flash_cell = last->cell;
        flash = 1.0f;
    }
}

}  // namespace sudoku::app
