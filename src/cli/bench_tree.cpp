// sudoku-cli bench-tree: the search tree's cost as Watch mode pays it: recording every event
// the player produces, then per 8 ms turbo frame one layout and one pass over the visible
// items of a window-sized view, up to a million nodes and beyond.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/solver_choice.hpp"
#include "core/search/player_run.hpp"
#include "core/tree/tree_layout.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kDefaultNodes = 1'000'000;
constexpr double kFrameBudgetSeconds = 0.008;  // the GUI's turbo budget per frame

const CommandSpec kSpec{
    "bench-tree",
    "PUZZLE_FILE_OR_LINE",
    "Plays one puzzle through the visualizer's SolverPlayer in turbo frames (8 ms of search\n"
    "each) while its search tree records every event, until the tree holds --nodes nodes or\n"
    "the search ends. Each frame lays the tree out and walks the items a 1280x800 view of it\n"
    "would draw, as the GUI does. Reports events/s with the tree, the layout and view time per\n"
    "frame (mean and worst), the items drawn and the tree's memory.",
    {kAlgoStepOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--nodes", "N", "stop when the tree holds N nodes (default 1000000)"},
     {"--index", "K", "which puzzle of a file (1-based, default 1)"}},
    1,
    1,
};

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// The items a view of w x h slots and levels around the current node would draw.
std::size_t visible_items(const core::TreeLayout& layout, const core::SearchTree& tree,
                          float view_slots, float view_levels) {
    const int current = layout.item_of(tree, tree.current());
    if (current < 0) return 0;
    const auto& items = layout.items();
    const core::TreeLayoutItem& c = items[static_cast<std::size_t>(current)];
    const float x0 = c.x - view_slots * 0.5f, x1 = c.x + view_slots * 0.5f;
    const float y0 = c.y - view_levels * 0.4f, y1 = c.y + view_levels * 0.6f;
    std::size_t count = 0;
    for (const auto& item : items)
        if (item.x + item.width * 0.5f >= x0 && item.x - item.width * 0.5f <= x1 &&
            item.y + item.height >= y0 && item.y <= y1)
            ++count;
    return count;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto choice = read_solver_choice(*args, false);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    auto nodes = args->number("--nodes", kDefaultNodes, 2, 100'000'000);
    if (!nodes) return usage_error(kSpec, i18n::english(nodes.error()));
    auto index = args->number("--index", 1, 1, UINT64_MAX);
    if (!index) return usage_error(kSpec, i18n::english(index.error()));
    auto board = read_indexed_puzzle(args->operands().front(), *index);
    if (!board) {
        std::cerr << "sudoku-cli: bench-tree: " << i18n::english(board.error()) << "\n";
        return kExitFailed;
    }
    core::StepSolverOptions options = choice->step;
    options.stop_at_first_solution = false;
    auto made = core::SolverPlayer::create(*board, options);
    if (!made) {
        std::cerr << "sudoku-cli: bench-tree: " << i18n::english(made.error()) << "\n";
        return kExitFailed;
    }
    core::SolverPlayer& player = made.value();
    player.set_breakpoints({.on_solution = false});
    core::SearchTree tree(*nodes);
    player.set_observer([&](std::uint64_t i, const core::Step& s) { tree.record(s, i); });
    core::TreeLayout layout;
    std::printf("puzzle: %s, algorithm %s\n", board->layout().describe().c_str(),
                core::algorithm_name(options.algorithm));

    // The GUI's panel at 1280x800, zoom 1: about 70 slots by 20 levels.
    constexpr float kViewSlots = 70.0f, kViewLevels = 20.0f;
    const Clock::time_point start = Clock::now();
    double search_seconds = 0.0, layout_seconds = 0.0, worst_layout = 0.0;
    std::uint64_t frames = 0;
    std::size_t most_items = 0, most_visible = 0;
    while (!tree.truncated() && !player.finished()) {
        const Clock::time_point frame_start = Clock::now();
        const auto has_time = [&] { return seconds_since(frame_start) < kFrameBudgetSeconds; };
        (void)core::advance_chunked(player, {}, has_time);
        search_seconds += seconds_since(frame_start);
        const Clock::time_point t = Clock::now();
        const auto& items = layout.update(tree);
        const std::size_t visible = visible_items(layout, tree, kViewSlots, kViewLevels);
        const double spent = seconds_since(t);
        layout_seconds += spent;
        worst_layout = std::max(worst_layout, spent);
        most_items = std::max(most_items, items.size());
        most_visible = std::max(most_visible, visible);
        ++frames;
    }
    const double total = seconds_since(start);
    std::printf("tree: %zu nodes (%s), %llu events in %.2f s, %llu frames\n", tree.size(),
                tree.truncated() ? "stopped at --nodes" : "search complete",
                static_cast<unsigned long long>(tree.events()), total,
                static_cast<unsigned long long>(frames));
    std::printf("search with the tree recording: %.2f million events/s\n",
                static_cast<double>(tree.events()) / search_seconds / 1e6);
    std::printf("layout + view per frame: mean %.3f ms, worst %.3f ms (layouts: %llu)\n",
                frames ? layout_seconds / static_cast<double>(frames) * 1e3 : 0.0,
                worst_layout * 1e3, static_cast<unsigned long long>(layout.recomputations()));
    std::printf("layout items: at most %zu; in view: at most %zu\n", most_items, most_visible);
    std::printf("tree memory: %.1f MB (%zu bytes per node)\n",
                static_cast<double>(tree.size() * core::SearchTree::bytes_per_node()) / 1e6,
                core::SearchTree::bytes_per_node());

    // A click: the node at a position far back, then the layout with one triangle opened.
    Clock::time_point t = Clock::now();
    const core::TreeNode back = tree.node_at(tree.events() / 2);
    const double node_at_us = seconds_since(t) * 1e6;
    // Opening the largest folded subtree (its children then show, folded in turn).
    core::TreeNode largest = core::kNoNode;
    for (const auto& item : layout.items())
        if (item.collapsed &&
            (largest == core::kNoNode || tree.subtree_size(item.node) > tree.subtree_size(largest)))
            largest = item.node;
    t = Clock::now();
    if (largest != core::kNoNode) layout.toggle(tree, largest);
    (void)layout.update(tree);
    std::printf(
        "node_at(middle) = node %u: %.1f us; opening the largest triangle (%u nodes): "
        "%.3f ms, %zu items\n",
        back, node_at_us, largest == core::kNoNode ? 0u : tree.subtree_size(largest),
        seconds_since(t) * 1e3, layout.items().size());
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("bench-tree", "time the search tree: recording, layout per frame, memory", run);

}  // namespace sudoku::cli
