#include "app/watch/watch_lane.hpp"

#include <algorithm>

namespace sudoku::app {

using core::Cell;
using core::Digit;
using core::StepKind;

namespace {

// Candidates the last Place removed from its peers, as mrv sees them: `d` was legal in an empty
// peer unless another of that peer's peers already held it.
void struck_by_place(const core::Board& board, Cell placed, Digit d,
                     std::vector<std::pair<Cell, Digit>>& out) {
    const core::Layout& layout = board.layout();
    for (const Cell p : layout.peers(placed)) {
        if (board.at(p) != core::kEmpty) continue;
        bool held_elsewhere = false;
        for (const Cell q : layout.peers(p))
            held_elsewhere = held_elsewhere || (q != placed && board.at(q) == d);
        if (!held_elsewhere) out.emplace_back(p, d);
    }
}

}  // namespace

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
    const core::StepSolver& solver = player.solver_at_position();
    const core::Board& board = player.board();
    const auto cells = static_cast<std::size_t>(board.cell_count());
    stack = solver.stack();
    // The player may rebuild its solver when it seeks: the view keeps its own copy.
    if (algorithm == core::Algorithm::Dlx) dlx_state = solver.clone();

    candidates.assign(cells, 0);
    if (shows_candidates())
        for (Cell c = 0; c < board.cell_count(); ++c)
            if (board.at(c) == core::kEmpty) candidates[c] = solver.candidates(c);

    // Depths: every search level placed its own cell; propagate's forced values are found in
    // the recent events (older ones keep the depth of the level that is open now).
    cell_depth.assign(cells, 0);
    const auto recent = player.recent(4096);
    const int now = player.counters().depth;
    for (Cell c = 0; c < board.cell_count(); ++c)
        if (board.at(c) != core::kEmpty && player.start().at(c) == core::kEmpty)
            cell_depth[c] = static_cast<std::uint8_t>(std::clamp(now, 1, 255));
    for (const auto& [index, step] : recent)
        if (step.kind == StepKind::Place && board.at(step.cell) == step.digit)
            cell_depth[step.cell] = static_cast<std::uint8_t>(std::clamp(step.depth, 1, 255));
    for (std::size_t level = 0; level < stack.size(); ++level) {
        const Cell c = stack[level].cell;
        if (c != core::kNoCell && board.at(c) != core::kEmpty)
            cell_depth[c] = static_cast<std::uint8_t>(std::min<std::size_t>(level + 1, 255));
    }

    // Eliminations just made: propagate reports them; for mrv they follow from the last Place.
    struck.clear();
    if (!shows_candidates() || recent.empty()) return;
    if (core::search_config(player.options()).infer != core::Inference::None) {
        for (auto it = recent.rbegin(); it != recent.rend(); ++it) {
            if (it->second.kind != StepKind::Eliminate) break;
            struck.emplace_back(it->second.cell, it->second.digit);
        }
    } else if (recent.back().second.kind == StepKind::Place) {
        struck_by_place(board, recent.back().second.cell, recent.back().second.digit, struck);
    }
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
