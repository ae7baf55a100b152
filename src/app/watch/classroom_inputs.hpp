// The text the classroom's fields hold between frames (a session's name, a file path): view
// state owned by WatchView, so the fields keep what was typed.
#pragma once

namespace sudoku::app {

struct ClassroomInputs {
    char name[96] = {};
    char path[512] = {};
};

}  // namespace sudoku::app
