// The spinner shown while a file opens on the worker (OpenFileJob): the file's name, the
// seconds elapsed and Cancel (Escape too). Input keeps flowing: the frame loop runs at its
// usual pace.
#pragma once

#include "app/model/ui_state.hpp"
#include "app/session/open_file_job.hpp"

namespace sudoku::app {

// `now_seconds`: the clock the job was started with.
void draw_open_file_spinner(const ViewContext& ctx, OpenFileJob& job, double now_seconds);

}  // namespace sudoku::app
