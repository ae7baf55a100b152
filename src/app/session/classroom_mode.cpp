// WatchMode, part 2: the classroom. Predict mode's commands and its stops during play, and the
// library of prepared sessions (save under a name, open, export, import, delete).
#include <algorithm>

#include "app/session/overloaded.hpp"
#include "app/session/watch_mode.hpp"
#include "io/display_path.hpp"

namespace sudoku::app {

std::optional<PredictText> session_name_problem(std::string_view name) {
    if (name.find_first_not_of(" \t") == std::string_view::npos)
        return PredictText::SessionNameEmpty;
    if (name.size() > io::kWatchSessionNameMax) return PredictText::SessionNameLong;
    if (!io::watch_session_name_problem(name).empty()) return PredictText::SessionNameControl;
    return std::nullopt;
}

std::uint64_t WatchMode::predict_allowance() {
    if (m_lanes.empty()) return UINT64_MAX;
    return m_predict.steps_allowed(m_lanes.front().player);
}

void WatchMode::predict_arrived() {
    if (m_lanes.empty() || !m_predict.enabled()) return;
    // Bring the plan up to the position first (it may have moved past the old one).
    (void)m_predict.steps_allowed(m_lanes.front().player);
    m_predict.ask_if_due(m_lanes.front().player);
    if (m_predict.asking() && m_playing) pause();
}

void WatchMode::apply_classroom(const ClassroomCommand& command, WatchHost& host) {
    const auto reveal = [&](const core::PredictAnswer& answer, bool skip) {
        if (const auto position = m_predict.answer(answer, skip)) {
            // The real step on the board: the player moves just past the deciding event.
            seek_all(*position);
            moved(true);
        }
    };
    std::visit(Overloaded{
                   [&](const pcmd::SetEnabled& e) {
                       m_predict.set_enabled(e.on && !m_setup.uses_dlx());
                       if (e.on && m_playing) pause();
                   },
                   [&](const pcmd::SetCadence& c) { m_predict.set_cadence(c.cadence, c.every_n); },
                   [&](const pcmd::Answer& a) { reveal(a.answer, false); },
                   [&](const pcmd::ClickCell& c) {
                       const core::Prediction* p = m_predict.prediction();
                       if (!m_predict.asking() || p == nullptr ||
                           p->question != core::PredictQuestion::WhichCell)
                           return;
                       m_predict.move_cursor(c.cell);
                       reveal({.kind = core::PredictAnswerKind::PickCell, .cell = c.cell}, false);
                   },
                   [&](const pcmd::Skip&) { reveal({}, true); },
                   [&](const pcmd::Continue&) {
                       if (m_predict.phase() != PredictSession::Phase::Revealed) return;
                       m_predict.resume();
                       m_playing = ready();
                       m_pacer.reset();
                   },
                   [&](const pcmd::ResetScore&) { m_predict.reset_score(); },
                   [&](const pcmd::SetCodeLanguage& l) { m_code_language = l.language; },
                   [&](const pcmd::SetCodeNames& n) { m_code_names = n.names; },
                   [&](const pcmd::RefreshLibrary&) { m_library.refresh(); },
                   [&](const pcmd::SaveNamed& s) {
                       if (const auto problem = session_name_problem(s.name)) {
                           m_library.say(*problem, {}, true);
                           return;
                       }
                       const auto session = current_session();
                       if (!session) return;
                       auto saved = io::save_to_watch_library(m_library.dir, s.name, *session);
                       if (!saved)
                           m_library.say(PredictText::SessionUnreadable, saved.error());
                       else
                           m_library.say(PredictText::SessionSaved, s.name);
                       m_library.refresh();
                   },
                   [&](const pcmd::OpenNamed& o) {
                       m_session_path = o.path.string();
                       load_session(m_session_path, &host);
                   },
                   [&](const pcmd::ExportNamed& e) {
                       if (e.destination.find_first_not_of(" \t") == std::string::npos) {
                           m_library.say(PredictText::SessionPathEmpty, {}, true);
                           return;
                       }
                       auto session = io::load_watch_session(e.path);
                       if (!session) {
                           m_library.say(PredictText::SessionUnreadable, session.error());
                           return;
                       }
                       if (auto error = io::save_watch_session(e.destination, *session))
                           m_library.say(PredictText::SessionUnreadable, *error);
                       else
                           m_library.say(PredictText::SessionExported,
                                         io::display_path(e.destination));
                   },
                   [&](const pcmd::Import& i) {
                       if (i.source.find_first_not_of(" \t") == std::string::npos) {
                           m_library.say(PredictText::SessionPathEmpty, {}, true);
                           return;
                       }
                       auto imported = io::import_to_watch_library(m_library.dir, i.source);
                       if (!imported)
                           m_library.say(PredictText::SessionUnreadable, imported.error());
                       else
                           m_library.say(PredictText::SessionImported, io::display_path(*imported));
                       m_library.refresh();
                   },
                   [&](const pcmd::DeleteNamed& d) {
                       if (auto error = io::remove_from_watch_library(d.path))
                           m_library.say(PredictText::SessionUnreadable, *error);
                       else
                           m_library.say(PredictText::SessionDeleted, d.path.stem().string());
                       m_library.refresh();
                   },
               },
               command);
}

}  // namespace sudoku::app
