// The ways the game can be ended from outside, handled so that the autosave is written first:
// SIGTERM (a desktop logout), SIGINT (Ctrl+C in the terminal) and SIGHUP (the terminal closed)
// only set a flag and write a byte to a pipe (all a signal handler may safely do); a watcher
// thread wakes the sleeping frame loop with glfwPostEmptyEvent, and the loop quits as Ctrl+Q
// does. A lost X server (Xlib's I/O error, after which Xlib exits the process) writes the
// autosave from Xlib's handler, then exits.
#pragma once

#include <functional>
#include <thread>

namespace sudoku::platform {

class QuitSignals {
  public:
    QuitSignals() = default;
    QuitSignals(const QuitSignals&) = delete;
    QuitSignals& operator=(const QuitSignals&) = delete;
    // Stops the watcher and puts the default handlers back.
    ~QuitSignals();

    // Installs the handlers (a signal before the window opens is seen by the first frame).
    void install();
    // After the window opened: a signal from now on wakes a frame loop asleep in
    // glfwWaitEventsTimeout.
    void start_waking();
    // The signal that asks the game to quit, or 0.
    [[nodiscard]] static int received();

    // What to do when the X connection is lost, before exiting with status 1 (the frame
    // loop's state is whole then: Xlib only fails inside GLFW's calls between frames). Must not
    // return to Xlib, which would exit without it; an empty function removes the handler.
    static void on_display_lost(std::function<void()> last_words);

  private:
    std::thread m_watcher;
    int m_pipe[2] = {-1, -1};
};

}  // namespace sudoku::platform
