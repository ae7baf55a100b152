#include "app/i18n/puzzle_source.hpp"

#include <iterator>

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/print_strings.hpp"

namespace sudoku::app {

PuzzleSource PuzzleSource::generated(const core::NewGameSettings& settings, bool killer) {
    PuzzleSource source;
    source.m_kind = Kind::Generated;
    source.m_settings = settings;
    source.m_killer = killer;
    return source;
}

PuzzleSource PuzzleSource::daily(std::string date) {
    PuzzleSource source(std::move(date));
    source.m_kind = Kind::Daily;
    return source;
}

PuzzleSource PuzzleSource::custom() {
    PuzzleSource source;
    source.m_kind = Kind::Custom;
    return source;
}

std::string PuzzleSource::label(Language language) const {
    switch (m_kind) {
        case Kind::Text:
            break;
        case Kind::Generated:
            return fill(dialog_text(DialogText::SourceGenerated, language),
                        {describe_settings(m_settings, m_killer, language)});
        case Kind::Daily:
            return fill(print_text(PrintText::SourceToday, language), {m_text});
        case Kind::Custom:
            return dialog_text(DialogText::SourceCustom, language);
    }
    return m_text;
}

std::string describe_settings(const core::NewGameSettings& s, bool killer, Language language) {
    const auto t = [&](DialogText key) { return std::string(dialog_text(key, language)); };
    const auto variant = static_cast<std::size_t>(s.variant);
    const std::string name = killer                               ? t(DialogText::VariantKiller)
                             : variant < std::size(kVariantNames) ? t(kVariantNames[variant])
                                                                  : std::string();
    std::string out = std::to_string(s.size) + "x" + std::to_string(s.size) + " " + name;
    const int difficulty = s.difficulty ? static_cast<int>(*s.difficulty) + 1 : 0;
    out += " · " + t(kDifficultyNames[difficulty]);
    if (s.empty >= 0)
        out += " · " + fill(text(Text::StatusEmpty, language), {std::to_string(s.empty)});
    out += " · " + t(DialogText::LabelSeed) + " " + std::to_string(s.seed);
    return out;
}

}  // namespace sudoku::app
