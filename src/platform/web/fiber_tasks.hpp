// Long work without threads: each core::WorkThread (background jobs, experiment workers, a
// deadline's watchdog) becomes an emscripten fiber (ASYNCIFY), which the frame loop resumes
// for a slice of time each frame. The work gives way at the core's check-points
// (core::stop_requested calls this layer's yield hook), so the page keeps drawing and
// answering while a puzzle is generated or an experiment runs.
#pragma once

namespace sudoku::platform {

// Installs the task runner and the yield hook in the core (once, before any work starts).
void install_fiber_tasks();
// Runs the live tasks, in turn, for about `milliseconds` in all, each at least to its next
// check-point (negative: none runs); or, when check_points > 0, each task once until that
// many check-points passed, whatever the time. True while any remain.
bool run_fiber_tasks(double milliseconds, int check_points = 0);

}  // namespace sudoku::platform
