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

std::string status_line(const std::vector<std::string>& parts) {
    std::string line;
    std::vector<const std::string*> said;
    for (const std::string& part : parts) {
        if (part.empty()) continue;
        bool repeated = false;
        for (const std::string* earlier : said)
            repeated = repeated || *earlier == part;
        if (repeated) continue;
        if (!line.empty()) line += "   ·   ";
        line += part;
        said.push_back(&part);
    }
    return line;
}

}  // namespace sudoku::app
