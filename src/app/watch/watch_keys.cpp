#include "app/watch/watch_keys.hpp"

namespace sudoku::app {

namespace {

constexpr WatchKeyRow kRows[] = {
    {WatchKey::EnterOrLeave, "W", "wW", WatchText::KeyHelpWatch},
    {WatchKey::PlayPause, "", "", WatchText::KeyHelpPlay},
    {WatchKey::Step, "\xE2\x86\x90 / \xE2\x86\x92", "", WatchText::KeyHelpStep},
    {WatchKey::StartEnd, "Home / End", "", WatchText::KeyHelpStartEnd},
    {WatchKey::RunBacktrack, "B", "bB", WatchText::KeyHelpBacktrack},
    {WatchKey::RunSolution, "S", "sS", WatchText::KeyHelpSolution},
    {WatchKey::RunDepth, "D", "dD", WatchText::KeyHelpDepth},
    {WatchKey::Speed, "+ / -", "+=-", WatchText::KeyHelpSpeed},
    {WatchKey::Present, "P", "pP", WatchText::KeyHelpPresent},
    {WatchKey::Escape, "Esc", "", WatchText::KeyHelpEscape},
    {WatchKey::Algorithm, "A", "aA", WatchText::KeyHelpAlgorithm},
    {WatchKey::Code, "C", "cC", WatchText::KeyHelpCode},
    {WatchKey::Names, "N", "nN", WatchText::KeyHelpNames},
    {WatchKey::Lane, "L", "lL", WatchText::KeyHelpLane},
    {WatchKey::ExportImage, "E", "eE", WatchText::KeyHelpExportImage},
    {WatchKey::ExportAnimation, "G", "gG", WatchText::KeyHelpExportAnimation},
};

}  // namespace

std::span<const WatchKeyRow> watch_key_rows() {
    return kRows;
}

const WatchKeyRow* watch_key_for_char(unsigned int ch) {
    if (ch == 0 || ch > 0x7f) return nullptr;
    for (const WatchKeyRow& row : kRows)
        if (row.chars.find(static_cast<char>(ch)) != std::string_view::npos) return &row;
    return nullptr;
}

std::string watch_key_help_line(const WatchKeyRow& row, Language language) {
    const std::string label = row.label.empty()
                                  ? std::string(watch_text(WatchText::KeyNameSpace, language))
                                  : std::string(row.label);
    return label + ": " + watch_text(row.help, language);
}

}  // namespace sudoku::app
