#include "app/session/predict_session.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace sudoku::app {

namespace {

// A plan looks this far ahead at most; further on, playing stops there and plans again.
constexpr int kMaxDecisions = 100'000;
constexpr std::uint64_t kMaxEvents = 2'000'000;

std::string answer_code(const core::PredictAnswer& a) {
    switch (a.kind) {
        case core::PredictAnswerKind::PickCell:
            return "cell:" + std::to_string(a.cell);
        case core::PredictAnswerKind::PickValue:
            return "value:" + std::to_string(a.digit);
        case core::PredictAnswerKind::Backtrack:
            return "backtrack";
        case core::PredictAnswerKind::Solution:
            return "solution";
        case core::PredictAnswerKind::Exhausted:
            return "exhausted";
    }
    return "?";
}

// A test hook: with SUDOKU_REPORT_PREDICT=<file>, every answer appends one line.
void report(const core::Prediction& p, const core::PredictAnswer& given, bool skipped, bool right,
            int asked, int right_count) {
    // Read at each use, so a test in the same process can point it at its own file.
    const char* const path = std::getenv("SUDOKU_REPORT_PREDICT");
    if (path == nullptr || *path == '\0') return;
    if (std::FILE* f = std::fopen(path, "a")) {
        std::fprintf(f, "question=%s real=%s given=%s result=%s score=%d/%d\n",
                     p.question == core::PredictQuestion::WhichCell ? "cell" : "value",
                     answer_code(p.answer).c_str(), answer_code(given).c_str(),
                     skipped ? "skipped" : (right ? "right" : "wrong"), right_count, asked);
        std::fclose(f);
    }
}

}  // namespace

void PredictSession::set_enabled(bool on) {
    if (on == enabled()) return;
    m_phase = on ? Phase::Running : Phase::Off;
    m_plan.reset();
    m_given.reset();
    m_countdown = 0;
}

void PredictSession::set_cadence(PredictCadence cadence, int every_n) {
    m_cadence = cadence;
    m_every_n = std::max(2, std::min(every_n, 50));
    m_countdown = 0;
    if (m_phase == Phase::Running) m_plan.reset();
}

void PredictSession::reset_run() {
    if (m_phase != Phase::Off) m_phase = Phase::Running;
    m_plan.reset();
    m_given.reset();
    m_countdown = 0;
}

bool PredictSession::wants(const core::Prediction& p, bool after_backtrack) {
    switch (m_cadence) {
        case PredictCadence::Every:
            return true;
        case PredictCadence::AfterBacktrack:
            return after_backtrack;
        case PredictCadence::EveryNth:
            if (m_countdown <= 0) {
                m_countdown = m_every_n - 1;
                return true;
            }
            --m_countdown;
            return false;
    }
    (void)p;
    return true;
}

void PredictSession::replan(core::SolverPlayer& player) {
    Plan plan;
    plan.from = player.position();
    std::uint64_t position = plan.from;
    const auto last = player.last_step();
    bool after_backtrack =
        last && (last->kind == core::StepKind::Remove || last->kind == core::StepKind::DeadEnd);
    const core::StepSolver& here = player.solver_at_position();
    std::unique_ptr<core::StepSolver> owned;
    for (int i = 0; i < kMaxDecisions && position - plan.from < kMaxEvents; ++i) {
        const core::StepSolver& from = owned ? *owned : here;
        auto next = core::predict_next(from, kMaxEvents);
        if (!next) {
            plan.over = from.finished();
            break;
        }
        const core::Prediction& p = next->prediction;
        if (p.asks() && wants(p, after_backtrack || p.passes_backtrack)) {
            plan.ask = position;
            plan.prediction = p;
            break;
        }
        position += p.events;
        if (p.answer.kind == core::PredictAnswerKind::Exhausted) {
            plan.over = true;
            break;
        }
        // Enumerating, a solution is left as a failed branch: what follows is a backtrack.
        after_backtrack = p.answer.kind == core::PredictAnswerKind::Backtrack ||
                          p.answer.kind == core::PredictAnswerKind::Solution;
        owned = std::move(next->after);
    }
    plan.horizon = position;
    m_plan = std::move(plan);
}

std::uint64_t PredictSession::steps_allowed(core::SolverPlayer& player) {
    switch (m_phase) {
        case Phase::Off:
            return UINT64_MAX;
        case Phase::Asking:
        case Phase::Revealed:
            return 0;
        case Phase::Running:
            break;
    }
    const std::uint64_t at = player.position();
    const bool stale = !m_plan || at < m_plan->from || (m_plan->ask && at > *m_plan->ask) ||
                       (!m_plan->ask && !m_plan->over && at >= m_plan->horizon);
    if (stale) replan(player);
    if (m_plan->ask) return *m_plan->ask - at;
    if (m_plan->over) return UINT64_MAX;
    return m_plan->horizon - at;
}

void PredictSession::ask_if_due(const core::SolverPlayer& player) {
    if (m_phase != Phase::Running || !m_plan || !m_plan->ask) return;
    if (player.position() != *m_plan->ask) return;
    m_phase = Phase::Asking;
    m_given.reset();
    const core::Prediction& p = m_plan->prediction;
    if (p.question == core::PredictQuestion::WhichValue) m_cursor = p.question_cell;
}

std::optional<std::uint64_t> PredictSession::answer(const core::PredictAnswer& given, bool skip) {
    if (m_phase != Phase::Asking || !m_plan || !m_plan->ask) return std::nullopt;
    const core::Prediction& p = m_plan->prediction;
    m_given = given;
    m_skipped = skip;
    m_was_right = !skip && core::prediction_right(p, given);
    if (!skip) {
        ++m_asked;
        if (m_was_right) ++m_right;
    }
    report(p, given, skip, m_was_right, m_asked, m_right);
    m_phase = Phase::Revealed;
    m_reveal_position = *m_plan->ask + p.events;
    return m_reveal_position;
}

void PredictSession::resume() {
    if (m_phase == Phase::Off) return;
    m_phase = Phase::Running;
    m_plan.reset();
    m_given.reset();
}

}  // namespace sudoku::app
