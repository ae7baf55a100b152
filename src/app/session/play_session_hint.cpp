// PlaySession: hints. Each press climbs the ladder (the area, the technique, the fill); the
// third fills the cell and strikes the candidates the explanation named, as one move.
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/hint_text.hpp"
#include "app/session/play_session.hpp"

namespace sudoku::app {

void PlaySession::press_hint() {
    if (!m_game.hints_allowed()) {
        m_ui.message = dialog_text(DialogText::StatusHintsOff, m_ui.language);
        return;
    }
    const int level = m_hint.press(m_game);
    const core::HintPlan& plan = m_hint.plan();
    if (level == 3 && plan.target != core::kNoCell) {
        m_ui.cursor = plan.target;
        // One undoable move: the fill and the eliminations the explanation announced.
        play(core::Move::hint(plan.target, plan.strikes()));
        // The status line says what was filled ("hint r4c6: 7"), as the history's label does.
        if (m_game.board().at(plan.target) == plan.digit)
            m_ui.message = hint_filled(m_game.layout(), plan.target, plan.digit, m_ui.language);
        m_hint.reset();
    }
}

void PlaySession::refresh_hint_text() {
    m_ui.hint_level = m_hint.level(m_game);
    if (m_ui.hint_level == 0) {
        m_ui.hint_title.clear();
        m_ui.hint_text.clear();
        return;
    }
    const core::HintPlan& plan = m_hint.plan();
    const core::Layout& layout = m_game.layout();
    const Language lang = m_ui.language;
    const std::string cell = plan.target != core::kNoCell ? layout.cell_name(plan.target) : "";
    m_ui.hint_title = fill(text(Text::HintHeading, lang), {std::to_string(m_ui.hint_level)});
    std::string headline;
    std::string explanation;
    switch (plan.kind) {
        case core::HintKind::Complete:
            m_ui.hint_text = text(Text::HintComplete, lang);
            return;
        case core::HintKind::WrongDigit:
            headline = fill(text(Text::HintWrongHeadline, lang), {cell});
            explanation = fill(text(Text::HintWrongExplain, lang), {cell});
            break;
        case core::HintKind::NoLogic:
            headline = fill(text(Text::HintNoLogicHeadline, lang), {cell});
            explanation = fill(text(Text::HintNoLogicExplain, lang), {cell}) + " " +
                          fill(text(Text::HintNextFill, lang), {cell});
            break;
        case core::HintKind::Logic:
            headline = hint_headline(layout, *plan.step, lang);
            explanation = hint_explanation(layout, *plan.step, lang);
            // Eliminations are what the step is about; a placement the sentence already says.
            if (!plan.step->eliminations.empty())
                explanation += " (" + hint_changes(layout, *plan.step, lang) + ")";
            // The fill is the single those eliminations leave: say which.
            if (plan.follow) explanation += "\n" + hint_explanation(layout, *plan.follow, lang);
            explanation += "\n" + fill(text(Text::HintNextFill, lang), {cell});
            break;
    }
    // The explanation names the technique and the cells again: it replaces the headline.
    m_ui.hint_text = m_ui.hint_level >= 2 ? explanation : headline;
}

}  // namespace sudoku::app
