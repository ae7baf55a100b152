// When the game in progress is written to the autosave: every interval of play time, and only
// if it changed since the last write (a paused or finished game is not rewritten every 30 s).
// Pure: the app passes the time that passed in.
#pragma once

namespace sudoku::core {

class AutosaveTimer {
  public:
    explicit AutosaveTimer(double interval_seconds) { set_interval(interval_seconds); }

    // Intervals below one second are raised to one (a write per frame would wear the disk).
    void set_interval(double seconds) { m_interval = seconds < 1.0 ? 1.0 : seconds; }
    [[nodiscard]] double interval() const { return m_interval; }

    // Adds dt (negative values count as 0). True when a write is due: an interval has passed
    // since the last write and `changed` says the game differs from what was written. The
    // caller writes and then calls saved(); a failed write is retried an interval later.
    [[nodiscard]] bool advance(double dt_seconds, bool changed);
    // A write happened (on schedule, on quit, or a manual save of the same game).
    void saved() { m_since_save = 0.0; }
    [[nodiscard]] double since_save() const { return m_since_save; }

  private:
    double m_interval = 30.0;
    double m_since_save = 0.0;
};

}  // namespace sudoku::core
