#include "app/i18n/watch_strings.hpp"

#include "app/i18n/string_table.hpp"
#include "app/i18n/unit_words.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<WatchText>;

// clang-format off
constexpr Row kRows[] = {
    {WatchText::MenuWatch, {"Watch", "Quan sát", "İzle"}},
    {WatchText::ItemWatchMode, {"Watch the search", "Quan sát quá trình tìm kiếm", "Aramayı izle"}},
    {WatchText::ButtonPlay, {"Play", "Chạy", "Oynat"}},
    {WatchText::ButtonPause, {"Pause", "Tạm dừng", "Duraklat"}},
    {WatchText::ButtonStep, {"Step", "Bước tới", "İleri"}},
    {WatchText::ButtonBack, {"Back", "Lùi", "Geri"}},
    {WatchText::ButtonStart, {"Start", "Đầu", "Başa"}},
    {WatchText::ButtonEnd, {"End", "Cuối", "Sona"}},
    {WatchText::ButtonClear, {"Clear", "Bỏ", "Temizle"}},
    {WatchText::KeySpace, {"Space", "Phím cách", "Boşluk"}},
    {WatchText::KeyRight, {"→", "→", "→"}},
    {WatchText::KeyLeft, {"←", "←", "←"}},
    {WatchText::ItemCompare, {"Compare two algorithms", "So sánh hai thuật toán", "İki algoritmayı karşılaştır"}},
    {WatchText::ItemPresentation, {"Presentation mode", "Chế độ trình chiếu", "Sunum modu"}},
    {WatchText::ItemPresentationSize, {"Presentation size", "Cỡ trình chiếu", "Sunum boyutu"}},
    {WatchText::ItemSaveSession, {"Save watch session", "Lưu phiên quan sát", "İzleme oturumunu kaydet"}},
    {WatchText::ItemOpenSession, {"Open watch session", "Mở phiên quan sát", "İzleme oturumunu aç"}},
    {WatchText::ItemExportCsv, {"Export trace as CSV", "Xuất vết tìm kiếm ra CSV", "İzi CSV olarak dışa aktar"}},
    {WatchText::ItemApplySolution, {"Apply solution to the game", "Áp dụng lời giải vào ván chơi", "Çözümü oyuna uygula"}},
    {WatchText::AlgorithmNaive, {"Naive backtracking", "Quay lui đơn giản", "Basit geri izleme"}},
    {WatchText::AlgorithmMrv, {"MRV: fewest options first", "MRV: ít lựa chọn nhất trước", "MRV: en az seçenek önce"}},
    {WatchText::AlgorithmPropagate, {"Propagation + MRV", "Lan truyền + MRV", "Yayılım + MRV"}},
    {WatchText::OrderAscending, {"Values in order 1, 2, 3…", "Giá trị theo thứ tự 1, 2, 3…", "Değerler sırayla 1, 2, 3…"}},
    {WatchText::OrderRandom, {"Values in random order", "Giá trị theo thứ tự ngẫu nhiên", "Değerler rastgele sırada"}},
    {WatchText::LabelSeed, {"Seed", "Hạt giống", "Tohum"}},
    {WatchText::LabelSpeed, {"Speed", "Tốc độ", "Hız"}},
    {WatchText::SpeedSteps, {"{} steps/s", "{} bước/giây", "{} adım/sn"}},
    {WatchText::SpeedTurbo, {"Turbo: as fast as possible", "Turbo: nhanh nhất có thể", "Turbo: olabildiğince hızlı"}},
    {WatchText::RunBacktrack, {"Next backtrack", "Lần quay lui kế", "Sonraki geri dönüş"}},
    {WatchText::RunSolution, {"Next solution", "Lời giải kế tiếp", "Sonraki çözüm"}},
    {WatchText::RunDepth, {"Depth change", "Đổi độ sâu", "Derinlik değişimi"}},
    {WatchText::CounterSteps, {"Steps", "Bước", "Adım"}},
    {WatchText::CounterPlacements, {"Placements", "Lần đặt số", "Yerleştirme"}},
    {WatchText::CounterBacktracks, {"Backtracks", "Lần quay lui", "Geri dönüş"}},
    {WatchText::CounterChecks, {"Checks", "Lần kiểm tra", "Kontrol"}},
    {WatchText::CounterDepth, {"Depth / max", "Độ sâu / tối đa", "Derinlik / en çok"}},
    {WatchText::CounterSolutions, {"Solutions", "Lời giải", "Çözüm"}},
    {WatchText::CounterTime, {"Time", "Thời gian", "Süre"}},
    {WatchText::CounterRate, {"Steps/s", "Bước/giây", "Adım/sn"}},
    {WatchText::BannerSolution, {"Solution {} is on the board", "Lời giải thứ {} đang ở trên bảng", "{}. çözüm tahtada"}},
    {WatchText::PlotDepth, {"depth {}", "độ sâu {}", "derinlik {}"}},
    {WatchText::TabCode, {"Code", "Mã", "Kod"}},
    {WatchText::TabStack, {"Stack", "Ngăn xếp", "Yığın"}},
    {WatchText::TabEvents, {"Events", "Sự kiện", "Olaylar"}},
    {WatchText::TabBreakpoints, {"Breakpoints", "Điểm dừng", "Durma noktaları"}},
    {WatchText::TabFiles, {"Files", "Tệp", "Dosyalar"}},
    {WatchText::StackLevel, {"Level", "Mức", "Düzey"}},
    {WatchText::StackCell, {"Cell", "Ô", "Hücre"}},
    {WatchText::StackValue, {"Value", "Giá trị", "Değer"}},
    {WatchText::StackLeft, {"Values left", "Giá trị còn lại", "Kalan değerler"}},
    {WatchText::VarsLine, {"row {} · column {} · value {} · depth {}", "hàng {} · cột {} · giá trị {} · độ sâu {}", "satır {} · sütun {} · değer {} · derinlik {}"}},
    {WatchText::RejectReason, {"{} is already in {} ({})", "{} đã có trong {} ({})", "{} zaten {} içinde var ({})"}},
    {WatchText::EventSelect, {"select", "chọn ô", "seç"}},
    {WatchText::EventTry, {"try", "thử", "dene"}},
    {WatchText::EventReject, {"reject", "loại", "reddet"}},
    {WatchText::EventPlace, {"place", "đặt", "yerleştir"}},
    {WatchText::EventRemove, {"erase (backtrack)", "xóa (quay lui)", "sil (geri dön)"}},
    {WatchText::EventEliminate, {"eliminate", "loại ứng viên", "aday ele"}},
    {WatchText::EventDeadEnd, {"dead end", "ngõ cụt", "çıkmaz"}},
    {WatchText::EventSolution, {"solution", "lời giải", "çözüm"}},
    {WatchText::EventExhausted, {"search complete", "đã tìm hết", "arama bitti"}},
    {WatchText::DeadEndNoValue, {"no value fits", "không giá trị nào hợp", "hiçbir değer uymuyor"}},
    {WatchText::DeadEndAllTried, {"every value left failed", "mọi giá trị còn lại đều thất bại", "kalan her değer başarısız oldu"}},
    {WatchText::DeadEndNoPlace, {"no place for {1} in {2}", "{1} không còn chỗ trong {2}", "{2} içinde {1} için yer yok"}},
    {WatchText::UnitRow, unit_words::kRow},
    {WatchText::UnitColumn, unit_words::kColumn},
    {WatchText::UnitBox, unit_words::kBox},
    {WatchText::UnitRegion, unit_words::kRegion},
    {WatchText::UnitDiagonal, {"diagonal", "đường chéo", "köşegen"}},
    {WatchText::UnitWindow, unit_words::kWindow},
    {WatchText::BreakBacktrack, {"Pause on backtrack", "Dừng khi quay lui", "Geri dönüşte dur"}},
    {WatchText::BreakDeadEnd, {"Pause on dead end", "Dừng ở ngõ cụt", "Çıkmazda dur"}},
    {WatchText::BreakSolution, {"Pause on solution", "Dừng khi có lời giải", "Çözümde dur"}},
    {WatchText::BreakDepth, {"Pause at depth ≥", "Dừng khi độ sâu ≥", "Derinlik ≥ olunca dur"}},
    {WatchText::BreakCell, {"Pause when {} changes", "Dừng khi ô {} thay đổi", "{} değişince dur"}},
    {WatchText::BreakCellHint, {"Right-click a cell on the board to pause whenever its value changes.", "Nhấp chuột phải vào một ô trên bảng để dừng mỗi khi giá trị của ô đó thay đổi.", "Değeri her değiştiğinde durmak için tahtada bir hücreye sağ tıklayın."}},
    {WatchText::MessageBreakpoint, {"Paused at a breakpoint", "Đã dừng ở điểm dừng", "Durma noktasında duraklatıldı"}},
    {WatchText::MessageFoundSolution, {"Found a solution", "Đã tìm thấy một lời giải", "Bir çözüm bulundu"}},
    {WatchText::MessageReachedTarget, {"Reached the target", "Đã đến điểm cần tới", "Hedefe ulaşıldı"}},
    {WatchText::MessageSearchComplete, {"Search complete", "Đã tìm hết", "Arama tamamlandı"}},
    {WatchText::MessageCannotStart, {"Cannot start: {}", "Không thể bắt đầu: {}", "Başlatılamıyor: {}"}},
    {WatchText::MessageError, {"Error: {}", "Lỗi: {}", "Hata: {}"}},
    {WatchText::MessageCsvExported, {"Trace exported: {}", "Đã xuất vết: {}", "İz dışa aktarıldı: {}"}},
    {WatchText::MessageSessionSaved, {"Session saved: {}", "Đã lưu phiên: {}", "Oturum kaydedildi: {}"}},
    {WatchText::MessageSessionLoaded, {"Session opened: {}", "Đã mở phiên: {}", "Oturum açıldı: {}"}},
    {WatchText::MessageNoSolutionShown, {"No solution on the board yet", "Trên bảng chưa có lời giải", "Tahtada henüz çözüm yok"}},
    {WatchText::MessageOtherPuzzle, {"This session watches another puzzle than the game's", "Phiên này đang xem một câu đố khác với ván chơi", "Bu oturum oyundakinden farklı bir bulmacayı izliyor"}},
    {WatchText::MessageSolutionApplied, {"Solution applied to the game", "Đã áp dụng lời giải vào ván chơi", "Çözüm oyuna uygulandı"}},
    {WatchText::NoSearch, {"Nothing to watch: the puzzle's givens break a rule (see the status line).", "Không có gì để xem: các ô cho sẵn của câu đố vi phạm luật (xem dòng trạng thái).", "İzlenecek bir şey yok: bulmacanın verilen hücreleri bir kuralı bozuyor (durum satırına bakın)."}},
    {WatchText::StatusKeys, {"Space play/pause · ←/→ step · Home/End · B backtrack · S solution · D depth · +/- speed · P present · W leave", "Phím cách chạy/dừng · ←/→ từng bước · Home/End · B quay lui · S lời giải · D độ sâu · +/- tốc độ · P trình chiếu · W thoát", "Boşluk oynat/duraklat · ←/→ adım · Home/End · B geri dönüş · S çözüm · D derinlik · +/- hız · P sunum · W çık"}},
};
// clang-format on

static_assert(rows_in_key_order(kRows), "kRows must list every WatchText key once, in enum order");

}  // namespace

const char* watch_text(WatchText key, Language language) {
    return translated(kRows, key, language);
}

const char* algorithm_title(core::Algorithm algorithm, Language language) {
    switch (algorithm) {
        case core::Algorithm::Mrv:
            return watch_text(WatchText::AlgorithmMrv, language);
        case core::Algorithm::Propagate:
            return watch_text(WatchText::AlgorithmPropagate, language);
        case core::Algorithm::Naive:
            break;
    }
    return watch_text(WatchText::AlgorithmNaive, language);
}

std::string watch_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
