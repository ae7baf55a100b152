#include "app/i18n/render_strings.hpp"

#include "app/i18n/string_table.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<RenderText>;

// {1}, {2}: numbers, cell names (r3c4), values and file paths, the same in every language.
// clang-format off
constexpr Row kRows[] = {
    {RenderText::ItemExportImage, {"Export image…", "Xuất ảnh…", "Resmi dışa aktar…"}},
    {RenderText::ItemExportAnimation, {"Export animation…", "Xuất ảnh động…", "Animasyonu dışa aktar…"}},
    {RenderText::TitleExportImage, {"Export image (PNG)", "Xuất ảnh (PNG)", "Resmi dışa aktar (PNG)"}},
    {RenderText::TitleExportAnimation, {"Export animation (GIF)", "Xuất ảnh động (GIF)", "Animasyonu dışa aktar (GIF)"}},
    {RenderText::LabelSize, {"Width (pixels)", "Chiều rộng (điểm ảnh)", "Genişlik (piksel)"}},
    {RenderText::LabelView, {"Picture", "Nội dung ảnh", "Görüntü"}},
    {RenderText::ViewBoard, {"Board", "Bàn cờ", "Tahta"}},
    {RenderText::ViewCounters, {"Board + counters", "Bàn cờ + bộ đếm", "Tahta + sayaçlar"}},
    {RenderText::ViewFrame, {"Board + counters + stack", "Bàn cờ + bộ đếm + ngăn xếp", "Tahta + sayaçlar + yığın"}},
    {RenderText::LabelStep, {"Step", "Bước", "Adım"}},
    {RenderText::LabelFirstStep, {"First step", "Bước đầu", "İlk adım"}},
    {RenderText::LabelLastStep, {"Last step", "Bước cuối", "Son adım"}},
    {RenderText::LabelEvery, {"A frame every N steps", "Một khung hình mỗi N bước", "Her N adımda bir kare"}},
    {RenderText::LabelDelay, {"Milliseconds per frame", "Mili giây mỗi khung hình", "Kare başına milisaniye"}},
    {RenderText::LabelFile, {"File", "Tệp", "Dosya"}},
    {RenderText::HintSizes, {"Size: {1} x {2} pixels", "Kích thước: {1} x {2} điểm ảnh", "Boyut: {1} x {2} piksel"}},
    {RenderText::HintFrames, {"{1} frames", "{1} khung hình", "{1} kare"}},
    {RenderText::ButtonExport, {"Export", "Xuất", "Dışa aktar"}},
    {RenderText::ButtonCancel, {"Cancel", "Hủy", "İptal"}},
    {RenderText::ButtonClose, {"Close", "Đóng", "Kapat"}},
    {RenderText::Exporting, {"Exporting: frame {1} of {2}", "Đang xuất: khung hình {1} / {2}", "Dışa aktarılıyor: kare {1} / {2}"}},
    {RenderText::MessageImageWritten, {"Image written: {1}", "Đã ghi ảnh: {1}", "Resim yazıldı: {1}"}},
    {RenderText::MessageAnimationWritten, {"Animation written ({2} frames): {1}", "Đã ghi ảnh động ({2} khung hình): {1}", "Animasyon yazıldı ({2} kare): {1}"}},
    {RenderText::MessageSearchEnded, {"The search ends at step {1}: the animation stops there.", "Quá trình tìm kiếm kết thúc ở bước {1}: ảnh động dừng tại đó.", "Arama {1}. adımda bitiyor: animasyon orada duruyor."}},
    {RenderText::FrameStep, {"step {1}", "bước {1}", "adım {1}"}},
    {RenderText::FramePlacements, {"placements {1}", "lần đặt số {1}", "yerleştirme {1}"}},
    {RenderText::FrameBacktracks, {"backtracks {1}", "lần quay lui {1}", "geri dönüş {1}"}},
    {RenderText::FrameChecks, {"checks {1}", "lần kiểm tra {1}", "kontrol {1}"}},
    {RenderText::FrameEliminations, {"eliminations {1}", "lần loại bỏ {1}", "eleme {1}"}},
    {RenderText::FrameDepth, {"depth {1} (max {2})", "độ sâu {1} (tối đa {2})", "derinlik {1} (en çok {2})"}},
    {RenderText::FrameSolutions, {"solutions {1}", "lời giải {1}", "çözüm {1}"}},
    {RenderText::FrameStack, {"stack", "ngăn xếp", "yığın"}},
    {RenderText::FrameSearching, {"searching", "đang tìm", "aranıyor"}},
    {RenderText::FrameSolved, {"solved", "đã giải xong", "çözüldü"}},
    {RenderText::FrameNoSolution, {"no solution", "không có lời giải", "çözüm yok"}},
    {RenderText::FrameFinished, {"search finished", "đã tìm xong", "arama bitti"}},
    {RenderText::FrameDeadEnd, {"dead end at {1}", "ngõ cụt tại {1}", "{1} çıkmaz"}},
    {RenderText::FrameRejected, {"{1}: {2} is taken by {3}", "{1}: {2} đã có ở {3}", "{1}: {2} zaten {3} hücresinde"}},
    {RenderText::FrameTrying, {"try {2} in {1}", "thử {2} vào {1}", "{1} hücresine {2} dene"}},
    {RenderText::FrameTried, {"tried in {1}: {2}", "đã thử ở {1}: {2}", "{1} hücresinde denenenler: {2}"}},
    {RenderText::ViewTree, {"Search tree", "Cây tìm kiếm", "Arama ağacı"}},
    {RenderText::OptionWithTree, {"{1} + search tree", "{1} + cây tìm kiếm", "{1} + arama ağacı"}},
    {RenderText::OptionBothLanes, {"Both algorithms side by side", "Cả hai thuật toán cạnh nhau", "İki algoritma yan yana"}},
    {RenderText::ItemExportTreePng, {"Export the tree as a PNG picture…", "Xuất cây thành ảnh PNG…", "Ağacı PNG resmi olarak dışa aktar…"}},
};
// clang-format on

static_assert(rows_in_key_order(kRows), "kRows must list every RenderText key once, in enum order");

}  // namespace

const char* render_text(RenderText key, Language language) {
    return translated(kRows, key, language);
}

render::FrameWords frame_words(Language language) {
    const auto t = [&](RenderText key) { return std::string(render_text(key, language)); };
    render::FrameWords w;
    w.step = t(RenderText::FrameStep);
    w.placements = t(RenderText::FramePlacements);
    w.backtracks = t(RenderText::FrameBacktracks);
    w.checks = t(RenderText::FrameChecks);
    w.eliminations = t(RenderText::FrameEliminations);
    w.depth = t(RenderText::FrameDepth);
    w.solutions = t(RenderText::FrameSolutions);
    w.stack = t(RenderText::FrameStack);
    w.searching = t(RenderText::FrameSearching);
    w.solved = t(RenderText::FrameSolved);
    w.no_solution = t(RenderText::FrameNoSolution);
    w.finished = t(RenderText::FrameFinished);
    w.dead_end = t(RenderText::FrameDeadEnd);
    w.rejected = t(RenderText::FrameRejected);
    w.trying = t(RenderText::FrameTrying);
    w.tried = t(RenderText::FrameTried);
    return w;
}

std::string render_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
