#include "app/i18n/tally_text.hpp"

namespace sudoku::app {

TallyParts tally_parts(int mistakes, std::optional<int> mistakes_at_check, int hints, bool at_once,
                       Language language) {
    std::string shown = "?";
    if (at_once)
        shown = std::to_string(mistakes);
    else if (mistakes_at_check)
        shown = std::to_string(*mistakes_at_check);
    return {fill(text(Text::PanelMistakes, language), {shown}),
            fill(text(Text::PanelHints, language), {std::to_string(hints)})};
}

std::string tallies_line(int mistakes, std::optional<int> mistakes_at_check, int hints,
                         bool at_once, Language language) {
    const TallyParts parts = tally_parts(mistakes, mistakes_at_check, hints, at_once, language);
    return parts.mistakes + "    " + parts.hints;
}

}  // namespace sudoku::app
