#include "app/session/watch_mode.hpp"

#include <algorithm>
#include <chrono>
#include <optional>

#include "app/session/overloaded.hpp"
#include "core/search/player_run.hpp"
#include "core/search/trace_csv.hpp"
#include "io/atomic_file.hpp"
#include "io/display_path.hpp"
#include "io/paths.hpp"
#include "io/watch_session.hpp"

namespace sudoku::app {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kChunk = 4096;
// Caches are rebuilt at most this often while playing fast (every step when slow).
constexpr double kPlayingRefreshSeconds = 0.1;
// Up to this speed each backtrack flashes; faster, the flashes would only flicker.
constexpr double kFlashMaxSpeed = 30.0;
// The CSV export keeps the latest events up to this many rows.
constexpr std::uint64_t kCsvMaxRows = 200'000;

// A session file keeps predict mode's cadence by name, in the same order.
static_assert(static_cast<int>(io::WatchPredictAsk::Every) ==
              static_cast<int>(PredictCadence::Every));
static_assert(static_cast<int>(io::WatchPredictAsk::AfterBacktrack) ==
              static_cast<int>(PredictCadence::AfterBacktrack));
static_assert(static_cast<int>(io::WatchPredictAsk::EveryNth) ==
              static_cast<int>(PredictCadence::EveryNth));

}  // namespace

void WatchMode::launch(const WatchLaunch& options, const core::Board& givens, ThemeId theme,
                       float scale) {
    m_pacer.set_speed(options.speed.value_or(kDefaultSpeed));
    m_presentation = options.present;
    m_restore_theme = theme;
    m_restore_scale = scale;
    if (scale > 1.0f && !m_scale_remembered) m_presentation_scale = scale;
    m_session_path = io::watch_session_path().string();
    m_library.dir = io::watch_library_dir();
    if (options.code) m_code_language = *options.code;
    if (options.predict) {
        m_predict.set_cadence(options.predict->cadence, options.predict->every_n);
        m_predict.set_enabled(true);
    }
    core::LaneSetup& first = m_setup.lane(0);
    if (options.algorithm) first.algorithm = *options.algorithm;
    if (options.search) first.set_search(*options.search);
    if (options.column_rule) first.column_rule = *options.column_rule;
    if (options.compare) {
        core::LaneSetup& second = m_setup.lane(1);
        m_setup.compare = true;
        second.algorithm = *options.compare;
        if (options.compare_search) second.set_search(*options.compare_search);
        if (options.compare_column_rule) second.column_rule = *options.compare_column_rule;
    }
    if (!options.session.empty()) {
        m_session_path = options.session;
        load_session(options.session);
        m_active = true;
    } else if (options.algorithm) {
        restart(options.board.value_or(givens));
        m_active = true;
        m_playing = ready();
        // A link's step: the class sees that moment, paused, until the teacher plays on.
        if (options.step && ready()) {
            m_playing = false;
            seek_all(*options.step);
            moved(false);
        }
    }
}

std::vector<core::SolverPlayer*> WatchMode::players() {
    std::vector<core::SolverPlayer*> out;
    for (WatchLane& lane : m_lanes)
        out.push_back(&lane.player);
    return out;
}

void WatchMode::say(WatchText key, std::string argument) {
    say(key, core::unspecified_error(std::move(argument)));
}

void WatchMode::say(WatchText key, core::Error error) {
    m_message = key;
    m_message_argument = std::move(error);
}

void WatchMode::restart(const core::Board& start) {
    m_start = start;
    m_lanes.clear();
    m_seeks.clear();
    m_playing = m_to_end = false;
    m_target = core::RunTarget::None;
    m_elapsed = m_rate = m_rate_window = 0.0;
    m_rate_steps = 0;
    m_predict.reset_run();
    for (int lane = 0; lane < m_setup.lane_count(); ++lane) {
        const core::StepSolverOptions options = m_setup.lane(lane).options();
        const core::Algorithm a = options.algorithm;
        auto player = core::SolverPlayer::create(start, options);
        if (!player) {
            m_lanes.clear();
            say(WatchText::MessageCannotStart, player.error());
            return;
        }
        player->set_breakpoints(m_breakpoints);
        m_lanes.emplace_back(a, std::move(player).value());
    }
    m_message.reset();
    moved(false);
}

void WatchMode::pause(std::optional<WatchText> why) {
    m_seeks.clear();
    m_playing = m_to_end = false;
    m_target = core::RunTarget::None;
    m_rate = 0.0;
    if (why) say(*why);
}

void WatchMode::moved(bool animate) {
    for (WatchLane& lane : m_lanes)
        lane.note_moved(animate);
}

void WatchMode::step_all_back() {
    // Lockstep: only the players at the front move back (a finished one waits at its end).
    std::uint64_t front = 0;
    for (const WatchLane& lane : m_lanes)
        front = std::max(front, lane.player.position());
    for (WatchLane& lane : m_lanes)
        if (lane.player.position() == front) (void)lane.player.step_back();
}

void WatchMode::seek_all(std::uint64_t position) {
    const std::vector<std::uint64_t> positions(m_lanes.size(), position);
    seek_lanes(positions);
}

void WatchMode::seek_lanes(std::span<const std::uint64_t> positions) {
    m_seeks.assign(m_lanes.size(), std::nullopt);
    bool pending = false;
    for (std::size_t i = 0; i < m_lanes.size() && i < positions.size(); ++i) {
        core::SolverPlayer& player = m_lanes[i].player;
        // Events already produced are replayed (bounded by what exists); new ones wait.
        (void)player.seek(std::min(positions[i], player.head()), 0);
        if (positions[i] > player.position() && !player.finished()) {
            m_seeks[i] = positions[i];
            pending = true;
        }
    }
    if (!pending) m_seeks.clear();
}

void WatchMode::continue_seeks() {
    const Clock::time_point start = Clock::now();
    bool moved_any = false;
    bool pending = true;
    while (pending) {
        pending = false;
        for (std::size_t i = 0; i < m_lanes.size() && i < m_seeks.size(); ++i) {
            if (!m_seeks[i]) continue;
            core::SolverPlayer& player = m_lanes[i].player;
            const std::uint64_t before = player.position();
            // Past the search's last event there is nothing to reach: it stops at the end.
            if (player.seek(*m_seeks[i], kChunk) || player.finished()) m_seeks[i].reset();
            moved_any = moved_any || player.position() != before;
            pending = pending || m_seeks[i].has_value();
        }
        if (std::chrono::duration<double>(Clock::now() - start).count() >= kTurboBudgetSeconds)
            break;
    }
    if (!pending) m_seeks.clear();
    if (moved_any) moved(false);
}

bool WatchMode::shows_solution() const {
    return ready() && m_lanes.front().player.board().is_full();
}

bool WatchMode::wants_frames() const {
    if (!m_active) return false;
    if (m_playing || seeking()) return true;
    for (const WatchLane& lane : m_lanes)
        if (lane.flash > 0.0f) return true;
    return false;
}

bool WatchMode::execute_commands(const core::Board& givens, WatchHost& host) {
    const std::vector<WatchCommand> commands = m_commands.take();
    for (const WatchCommand& command : commands)
        apply(command, givens, host);
    return !commands.empty();
}

void WatchMode::apply(const WatchCommand& command, const core::Board& givens, WatchHost& host) {
    // Moving by hand leaves a question or a reveal: predict plans again from the new place.
    if (std::holds_alternative<wcmd::StepForward>(command) ||
        std::holds_alternative<wcmd::StepBack>(command) ||
        std::holds_alternative<wcmd::ToStart>(command) ||
        std::holds_alternative<wcmd::SeekTo>(command))
        m_predict.reset_run();
    std::visit(Overloaded{
                   [&](const wcmd::Enter& e) { enter(e.board ? *e.board : givens); },
                   [&](const wcmd::Leave&) {
                       pause();
                       m_active = false;
                   },
                   [&](const wcmd::TogglePlay&) { toggle_play(); },
                   [&](const wcmd::StepForward&) { step_forward(); },
                   [&](const wcmd::StepBack&) {
                       pause();
                       step_all_back();
                       moved(true);
                   },
                   [&](const wcmd::ToStart&) {
                       pause();
                       seek_all(0);
                       moved(false);
                   },
                   [&](const wcmd::ToEnd&) {
                       m_playing = ready();
                       m_to_end = true;
                   },
                   [&](const wcmd::RunTo& r) {
                       m_playing = ready();
                       m_target = r.target;
                   },
                   [&](const wcmd::SetSpeed& s) { m_pacer.set_speed(s.steps_per_second); },
                   [&](const wcmd::SetSetup& s) {
                       if (s.setup == m_setup && ready()) return;
                       m_setup = s.setup;
                       if (m_setup.uses_dlx()) m_predict.set_enabled(false);
                       restart(m_start.value_or(givens));
                   },
                   [&](const wcmd::SetBreakpoints& b) {
                       m_breakpoints = b.breakpoints;
                       for (WatchLane& lane : m_lanes)
                           lane.player.set_breakpoints(m_breakpoints);
                   },
                   [&](const wcmd::ToggleWatchCell& t) {
                       core::Breakpoints b = m_breakpoints;
                       b.watch_cell = b.watch_cell == t.cell ? core::kNoCell : t.cell;
                       apply(wcmd::SetBreakpoints{b}, givens, host);
                   },
                   [&](const wcmd::SeekTo& s) {
                       pause();
                       seek_all(s.position);
                       moved(false);
                   },
                   [&](const wcmd::SetPresentation& p) {
                       m_presentation = p.on;
                       if (p.on) {
                           m_restore_theme = p.restore_theme;
                           m_restore_scale = p.restore_scale;
                       }
                   },
                   [&](const wcmd::SetPresentationScale& s) {
                       m_presentation_scale = s.scale;
                       host.presentation_scale_chosen(s.scale);
                   },
                   [&](const wcmd::SaveSession&) { save_session(host); },
                   [&](const wcmd::LoadSession&) { load_session(m_session_path, &host); },
                   [&](const wcmd::ExportCsv&) { export_csv(host); },
                   [&](const wcmd::Classroom& c) { apply_classroom(c.command, host); },
                   [&](const wcmd::ExportDialogShown&) {},
                   [&](const wcmd::ApplySolution&) { apply_solution(givens, host); },
               },
               command);
}

void WatchMode::enter(const core::Board& board) {
    m_active = true;
    if (m_session_path.empty()) m_session_path = io::watch_session_path().string();
    if (!m_start || !(*m_start == board)) restart(board);
}

void WatchMode::toggle_play() {
    // A question waits for its answer; a reveal for Continue (this key).
    if (m_predict.asking()) return;
    if (m_predict.phase() == PredictSession::Phase::Revealed) m_predict.resume();
    if (m_playing) {
        pause();
    } else if (ready()) {
        m_playing = true;
        m_pacer.reset();
    }
}

void WatchMode::step_forward() {
    pause();
    const auto all = players();
    const auto r = core::advance_lockstep(all, {.max_steps = 1}, [] { return false; });
    if (r.steps > 0) moved(true);
}

void WatchMode::apply_solution(const core::Board& givens, WatchHost& host) {
    if (!shows_solution()) {
        say(WatchText::MessageNoSolutionShown);
    } else if (!m_start || !(*m_start == givens)) {
        say(WatchText::MessageOtherPuzzle);
    } else {
        host.apply_solution(m_lanes.front().player.board());
        say(WatchText::MessageSolutionApplied);
    }
}

void WatchMode::update(double dt) {
    for (WatchLane& lane : m_lanes)
        lane.flash = std::max(0.0f, lane.flash - static_cast<float>(dt) * 2.5f);
    if (!m_active || m_lanes.empty()) return;

    if (m_playing) m_seeks.clear();  // playing moves on its own
    if (seeking()) continue_seeks();
    if (m_playing) {
        m_elapsed += dt;
        const bool fast = m_to_end || m_target != core::RunTarget::None || m_pacer.turbo();
        std::uint64_t due = fast ? UINT64_MAX : m_pacer.steps_for(dt);
        if (m_predict.enabled()) {
            due = std::min(due, predict_allowance());
            predict_arrived();
        }
        if (due > 0 && m_playing) {
            const Clock::time_point start = Clock::now();
            const auto has_time = [&] {
                return std::chrono::duration<double>(Clock::now() - start).count() <
                       kTurboBudgetSeconds;
            };
            auto all = players();
            if (m_to_end)
                for (core::SolverPlayer* p : all)
                    p->set_breakpoints({.on_solution = false});
            const core::AdvanceResult r = core::advance_lockstep(
                all, {.max_steps = due, .target = m_target, .chunk = kChunk}, has_time);
            if (m_to_end)
                for (core::SolverPlayer* p : all)
                    p->set_breakpoints(m_breakpoints);
            m_rate_steps += r.steps;
            if (r.steps > 0) moved(!fast && m_pacer.speed() <= kFlashMaxSpeed);
            predict_arrived();
            if (r.reason == core::StopReason::Finished) {
                pause(WatchText::MessageSearchComplete);
            } else if (r.reason == core::StopReason::Target) {
                pause(WatchText::MessageReachedTarget);
            } else if (r.reason == core::StopReason::Breakpoint) {
                const auto last = m_lanes.front().player.last_step();
                pause(last && last->kind == core::StepKind::Solution
                          ? WatchText::MessageFoundSolution
                          : WatchText::MessageBreakpoint);
            }
        }
        m_rate_window += dt;
        if (m_rate_window >= 0.5) {
            m_rate = static_cast<double>(m_rate_steps) / m_rate_window;
            m_rate_window = 0.0;
            m_rate_steps = 0;
        }
    }

    m_since_refresh += dt;
    const bool slow = !m_pacer.turbo() && m_pacer.speed() <= 60.0 && !m_to_end &&
                      m_target == core::RunTarget::None;
    if (!m_playing || slow || m_since_refresh >= kPlayingRefreshSeconds) {
        for (WatchLane& lane : m_lanes)
            lane.refresh();
        m_since_refresh = 0.0;
    }
}

std::optional<io::WatchSession> WatchMode::current_session() const {
    if (!m_start || m_lanes.empty()) return std::nullopt;
    io::WatchSession session(*m_start);
    session.lanes = m_setup.lanes;
    session.compare = m_lanes.size() > 1;
    for (std::size_t i = 0; i < m_lanes.size(); ++i)
        session.positions[i] = m_lanes[i].player.position();
    session.speed = m_pacer.speed();
    session.breakpoints = m_breakpoints;
    session.code = m_code_language;
    session.code_names = m_code_names;
    session.predict = m_predict.enabled();
    session.predict_ask = static_cast<io::WatchPredictAsk>(m_predict.cadence());
    session.predict_every = m_predict.every_n();
    session.presentation = m_presentation;
    session.presentation_scale = m_presentation_scale;
    return session;
}

void WatchMode::save_session(WatchHost& host) {
    const auto session = current_session();
    if (!session) return;
    if (auto error = io::save_watch_session(m_session_path, *session))
        say(WatchText::MessageError, *error);
    else {
        host.file_written(m_session_path, /*keep=*/true);
        say(WatchText::MessageSessionSaved, io::display_path(m_session_path));
    }
}

void WatchMode::load_session(const std::string& path, WatchHost* host) {
    auto session = io::load_watch_session(path);
    if (!session) {
        say(WatchText::MessageError, session.error());
        return;
    }
    m_setup.lanes = session->lanes;
    m_setup.compare = session->compare;
    // The lesson's setup first: restart() below asks predict mode's first question with it.
    m_breakpoints = session->breakpoints;
    m_code_language = session->code;
    m_code_names = session->code_names;
    m_predict.set_cadence(static_cast<PredictCadence>(session->predict_ask),
                          session->predict_every);
    m_predict.set_enabled(session->predict && !m_setup.uses_dlx());
    m_presentation_scale = static_cast<float>(session->presentation_scale);
    if (host != nullptr)
        host->present(session->presentation);
    else
        m_presentation = m_presentation || session->presentation;  // or --present
    m_pacer.set_speed(session->speed);
    restart(session->puzzle);
    if (m_lanes.empty()) return;
    seek_lanes(session->positions);
    moved(false);
    say(WatchText::MessageSessionLoaded, io::display_path(path));
}

void WatchMode::export_csv(WatchHost& host) {
    if (!m_start || m_lanes.empty()) return;
    const core::SolverPlayer& player = m_lanes.front().player;
    auto solver = core::make_step_solver(*m_start, player.options());
    if (!solver) return;
    // The events up to the position on screen (the latest kCsvMaxRows of them), replayed from
    // a fresh solver: the search is deterministic, so these are exactly the events watched.
    const std::uint64_t end = player.position();
    const std::uint64_t first = end > kCsvMaxRows ? end - kCsvMaxRows : 0;
    std::vector<core::IndexedStep> events;
    for (std::uint64_t i = 0; i < end; ++i) {
        const auto step = (*solver)->next();
        if (!step) break;
        if (i >= first) events.emplace_back(i, *step);
    }
    const std::filesystem::path path =
        io::data_dir() /
        (std::string("watch-trace-") + core::algorithm_name(m_setup.lane(0).algorithm) + ".csv");
    if (auto error = io::write_file_atomic(path, core::trace_csv(events, m_start->layout()),
                                           {.keep_backup = false})) {
        say(WatchText::MessageError, *error);
        return;
    }
    host.file_written(path.string(), /*keep=*/false);
    say(WatchText::MessageCsvExported,
        std::to_string(events.size()) + ", " + io::display_path(path));
}

}  // namespace sudoku::app
