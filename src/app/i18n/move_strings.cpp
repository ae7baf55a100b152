#include "app/i18n/move_strings.hpp"

#include "app/i18n/string_table.hpp"

namespace sudoku::app {

namespace {

// English reads exactly like core::describe_move (the CLI's and the save's wording).
constexpr TranslatedRow<MoveText> kRows[] = {
    {MoveText::SetDigit, {"{1}: {2}", "{1}: {2}", "{1}: {2}"}},
    {MoveText::ClearCell, {"{1}: clear", "{1}: xóa", "{1}: sil"}},
    {MoveText::ToggleNote, {"{1}: note {2}", "{1}: ghi chú {2}", "{1}: not {2}"}},
    {MoveText::SetNotes, {"{1}: notes {2}", "{1}: ghi chú {2}", "{1}: notlar {2}"}},
    {MoveText::NoNotes, {"{1}: notes none", "{1}: không ghi chú", "{1}: not yok"}},
    {MoveText::AutoNotes, {"auto notes", "ghi chú tự động", "otomatik notlar"}},
    {MoveText::Hint, {"hint {1}", "gợi ý {1}", "ipucu {1}"}},
    {MoveText::ShowSolution, {"show solution", "hiện lời giải", "çözümü göster"}},
    {MoveText::ClearEntries, {"clear entries", "xóa các ô đã điền", "girişleri temizle"}},
    {MoveText::Restart, {"restart", "chơi lại", "yeniden başlat"}},
    {MoveText::SolverSolution, {"solver solution", "lời giải của bộ giải", "çözücünün çözümü"}},
};
static_assert(rows_in_key_order(kRows), "kRows must list every MoveText key once, in enum order");

}  // namespace

const char* move_text(MoveText key, Language language) {
    return translated(kRows, key, language);
}

std::string move_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
