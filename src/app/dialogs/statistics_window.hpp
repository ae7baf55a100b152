// The statistics window: games played, solved, best and average times per mode (board shape
// and variant) and difficulty, from statistics.json.
#pragma once

#include "app/model/ui_state.hpp"
#include "io/statistics.hpp"

namespace sudoku::app {

struct StatisticsWindow {
    void draw(const ViewContext& ctx, const io::Statistics& statistics);
};

}  // namespace sudoku::app
