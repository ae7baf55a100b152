// Watch setup's heuristic switches: for each lane, the variable order and the inference of the
// configurable search (each lane's value order and seed are on its setup line), under a folding
// header.
#pragma once

#include "app/watch/watch_view.hpp"

namespace sudoku::app {

// Draws the switches; true when the user changed one (`setup` then holds the new search).
bool draw_search_switches(const WatchViewContext& ctx, WatchSetup& setup);

}  // namespace sudoku::app
