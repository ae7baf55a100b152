#include "app/i18n/tally_text.hpp"

namespace sudoku::app {

std::string tallies_line(int mistakes, std::optional<int> mistakes_at_check, int hints,
                         bool at_once, Language language) {
    std::string line;
    if (at_once)
        line = fill(text(Text::PanelMistakes, language), {std::to_string(mistakes)});
    else if (mistakes_at_check)
        line = fill(text(Text::PanelMistakes, language), {std::to_string(*mistakes_at_check)});
    else
        line = fill(text(Text::PanelMistakes, language), {"?"});
    return line + "    " + fill(text(Text::PanelHints, language), {std::to_string(hints)});
}

}  // namespace sudoku::app
