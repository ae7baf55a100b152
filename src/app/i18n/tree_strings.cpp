#include "app/i18n/tree_strings.hpp"

#include "app/i18n/string_table.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<TreeText>;

// clang-format off
constexpr Row kRows[] = {
    {TreeText::TabTree, {"Tree", "Cây", "Ağaç"}},
    {TreeText::ItemTreeWindow, {"Search tree, full window", "Cây tìm kiếm toàn cửa sổ", "Arama ağacı, tam pencere"}},
    {TreeText::ItemExportDot, {"Export tree as DOT (Graphviz)", "Xuất cây ra DOT (Graphviz)", "Ağacı DOT (Graphviz) olarak dışa aktar"}},
    {TreeText::ItemExportJson, {"Export tree as JSON", "Xuất cây ra JSON", "Ağacı JSON olarak dışa aktar"}},
    {TreeText::ButtonCurrent, {"Current", "Hiện tại", "Şu anki"}},
    {TreeText::ButtonFit, {"Fit", "Vừa khung", "Sığdır"}},
    {TreeText::ButtonFolds, {"Reset folds", "Thu gọn lại", "Katlamaları sıfırla"}},
    {TreeText::CheckLabels, {"Labels", "Nhãn", "Etiketler"}},
    {TreeText::CheckFollow, {"Follow", "Bám theo", "Takip et"}},
    {TreeText::Summary, {"{} nodes · depth {}", "{} nút · độ sâu {}", "{} düğüm · derinlik {}"}},
    {TreeText::Truncated, {"tree stopped at {} nodes", "cây dừng ở {} nút", "ağaç {} düğümde durdu"}},
    {TreeText::NoSolution, {"No solution: all {} nodes failed", "Không có lời giải: cả {} nút đều thất bại", "Çözüm yok: {} düğümün hepsi başarısız"}},
    {TreeText::Solutions, {"solutions: {}", "lời giải: {}", "çözüm: {}"}},
    {TreeText::HoverSubtree, {"{} nodes below, {} solutions", "{} nút bên dưới, {} lời giải", "altında {} düğüm, {} çözüm"}},
    {TreeText::HoverFailed, {"failed: no solution below", "thất bại: không có lời giải bên dưới", "başarısız: altında çözüm yok"}},
    {TreeText::HoverOpen, {"still being searched", "đang được tìm", "hâlâ aranıyor"}},
    {TreeText::HoverSolution, {"a solution", "một lời giải", "bir çözüm"}},
    {TreeText::HoverRoot, {"the start", "điểm bắt đầu", "başlangıç"}},
    {TreeText::TriangleHint, {"click: open or fold", "nhấp: mở hoặc thu gọn", "tıkla: aç veya katla"}},
    {TreeText::Exported, {"Tree exported: {}", "Đã xuất cây: {}", "Ağaç dışa aktarıldı: {}"}},
    {TreeText::ExportError, {"Cannot export the tree: {}", "Không xuất được cây: {}", "Ağaç dışa aktarılamadı: {}"}},
    {TreeText::Keys, {"↑ parent · ↓ child · ←/→ sibling · Enter fold · C current · +/- zoom · Shift+arrows or drag: pan · F fit · T full window · Esc done", "↑ nút cha · ↓ nút con · ←/→ nút anh em · Enter thu gọn · C hiện tại · +/- thu phóng · Shift+mũi tên hoặc kéo: di chuyển · F vừa khung · T toàn cửa sổ · Esc xong", "↑ üst · ↓ alt · ←/→ kardeş · Enter katla · C şu anki · +/- yakınlaştır · Shift+oklar veya sürükle: kaydır · F sığdır · T tam pencere · Esc bitti"}},
    {TreeText::ButtonWatch, {"Watch the search", "Xem tìm kiếm", "Aramayı izle"}},
};
// clang-format on

static_assert(rows_in_key_order(kRows), "kRows must list every TreeText key once, in enum order");

}  // namespace

const char* tree_text(TreeText key, Language language) {
    return translated(kRows, key, language);
}

std::string tree_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
