// Predict mode's state for one Watch run: when to ask (cadence), the question being asked and
// where the search stops for it, the reveal after an answer, and the session's score. The
// rules (what the right answer is, and why) are core::predict_next; this only schedules them.
#pragma once

#include <cstdint>
#include <optional>

#include "app/session/predict_command.hpp"
#include "core/search/solver_player.hpp"

namespace sudoku::app {

class PredictSession {
  public:
    enum class Phase : std::uint8_t {
        Off,       // predict mode off
        Running,   // on: the search runs to the next question (or has none left)
        Asking,    // paused at a question
        Revealed,  // the answer is on screen, until Continue
    };
    // Where the search must stop for the next question, planned from `from`.
    struct Plan {
        std::uint64_t from = 0;
        std::optional<std::uint64_t> ask;  // nullopt: no question within the horizon
        std::uint64_t horizon = 0;         // planned up to here (the search's end when over)
        bool over = false;                 // the search has no further question
        core::Prediction prediction;
    };

    [[nodiscard]] bool enabled() const { return m_phase != Phase::Off; }
    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] bool asking() const { return m_phase == Phase::Asking; }
    [[nodiscard]] PredictCadence cadence() const { return m_cadence; }
    [[nodiscard]] int every_n() const { return m_every_n; }
    [[nodiscard]] int asked() const { return m_asked; }
    [[nodiscard]] int right() const { return m_right; }
    [[nodiscard]] const std::optional<Plan>& plan() const { return m_plan; }
    // The question (Asking) or the one just answered (Revealed).
    [[nodiscard]] const core::Prediction* prediction() const {
        return m_plan && m_plan->ask ? &m_plan->prediction : nullptr;
    }
    [[nodiscard]] const std::optional<core::PredictAnswer>& given() const { return m_given; }
    [[nodiscard]] bool skipped() const { return m_skipped; }
    [[nodiscard]] bool was_right() const { return m_was_right; }
    // The keyboard's cell for cell questions (arrows move it, Enter answers it).
    [[nodiscard]] core::Cell cursor() const { return m_cursor; }
    void move_cursor(core::Cell c) { m_cursor = c; }

    void set_enabled(bool on);
    void set_cadence(PredictCadence cadence, int every_n);
    void reset_score() { m_asked = m_right = 0; }

    // Brings the plan up to date with the lane's position (after any move) and says how many
    // steps playing may take before it must stop for the question (UINT64_MAX: no limit).
    std::uint64_t steps_allowed(core::SolverPlayer& player);
    // The player stands at the question's position: start asking.
    void ask_if_due(const core::SolverPlayer& player);
    // Scores the answer and returns the position that shows the real step; nullopt when no
    // question is asked. `skip`: reveal without scoring.
    std::optional<std::uint64_t> answer(const core::PredictAnswer& given, bool skip);
    // After the reveal: plan the next question from here.
    void resume();
    // The run was restarted (new puzzle or algorithm): forget the plan, keep the score.
    void reset_run();

  private:
    void replan(core::SolverPlayer& player);
    [[nodiscard]] bool wants(const core::Prediction& p, bool after_backtrack);

    Phase m_phase = Phase::Off;
    PredictCadence m_cadence = PredictCadence::Every;
    int m_every_n = 3;
    int m_countdown = 0;  // EveryNth: decisions still to pass before the next question
    int m_asked = 0;
    int m_right = 0;
    std::optional<Plan> m_plan;
    std::optional<core::PredictAnswer> m_given;
    std::uint64_t m_reveal_position = 0;
    bool m_skipped = false;
    bool m_was_right = false;
    core::Cell m_cursor = 0;
};

}  // namespace sudoku::app
