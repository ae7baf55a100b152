#include "app/i18n/predict_strings.hpp"

#include "app/i18n/string_table.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<PredictText>;

// clang-format off
constexpr Row kRows[] = {
    {PredictText::TabPredict, {"Predict", "Đoán", "Tahmin"}},
    {PredictText::ItemPredict, {"Predict mode (the class guesses each step)", "Chế độ đoán (cả lớp đoán từng bước)", "Tahmin modu (sınıf her adımı tahmin eder)"}},
    {PredictText::Enable, {"Ask before each step", "Hỏi trước mỗi bước", "Her adımdan önce sor"}},
    {PredictText::AskWhen, {"Ask", "Hỏi", "Sor"}},
    {PredictText::AskEvery, {"at every decision", "ở mọi quyết định", "her kararda"}},
    {PredictText::AskAfterBacktrack, {"after each backtrack", "sau mỗi lần quay lui", "her geri dönüşten sonra"}},
    {PredictText::AskEveryNth, {"every N decisions", "mỗi N quyết định", "her N kararda bir"}},
    {PredictText::EveryN, {"N", "N", "N"}},
    {PredictText::QuestionCell, {"Which cell comes next?", "Ô nào sẽ được chọn tiếp theo?", "Sıradaki hücre hangisi?"}},
    {PredictText::QuestionValue, {"Which value goes into {1} next?", "Giá trị nào sẽ được điền vào {1} tiếp theo?", "{1} hücresine sırada hangi değer yazılacak?"}},
    {PredictText::HintCell, {"Click the cell (or arrows + Enter) · Backspace: dead end", "Bấm vào ô (hoặc phím mũi tên + Enter) · Backspace: ngõ cụt", "Hücreye tıklayın (ya da oklar + Enter) · Backspace: çıkmaz"}},
    {PredictText::HintValue, {"Type the value · Backspace: dead end", "Gõ giá trị · Backspace: ngõ cụt", "Değeri yazın · Backspace: çıkmaz"}},
    {PredictText::ButtonBacktrack, {"Dead end: backtrack", "Ngõ cụt: quay lui", "Çıkmaz: geri dön"}},
    {PredictText::ButtonSkip, {"Skip", "Bỏ qua", "Geç"}},
    {PredictText::ButtonContinue, {"Continue", "Tiếp tục", "Devam"}},
    {PredictText::Right, {"Right!", "Đúng rồi!", "Doğru!"}},
    {PredictText::Wrong, {"Not this time.", "Chưa đúng.", "Bu sefer olmadı."}},
    {PredictText::Skipped, {"Skipped (not scored).", "Đã bỏ qua (không tính điểm).", "Geçildi (puanlanmadı)."}},
    {PredictText::YourAnswer, {"Your answer: {1}", "Bạn trả lời: {1}", "Cevabınız: {1}"}},
    {PredictText::TheAnswer, {"The search: {1}", "Thuật toán: {1}", "Arama: {1}"}},
    {PredictText::AnswerBacktrack, {"dead end, backtrack", "ngõ cụt, quay lui", "çıkmaz, geri dön"}},
    {PredictText::Score, {"Score: {1} / {2}", "Điểm: {1} / {2}", "Puan: {1} / {2}"}},
    {PredictText::ResetScore, {"Reset score", "Đặt lại điểm", "Puanı sıfırla"}},
    {PredictText::Waiting, {"The search runs to the next question…", "Thuật toán đang chạy tới câu hỏi tiếp theo…", "Arama bir sonraki soruya ilerliyor…"}},
    {PredictText::SearchOver, {"The search is over: no more questions.", "Quá trình tìm kiếm đã kết thúc: không còn câu hỏi.", "Arama bitti: başka soru yok."}},
    {PredictText::ReasonFirstEmpty, {"{1} is the first empty cell in row-major order.", "{1} là ô trống đầu tiên theo thứ tự từng hàng.", "{1}, satır sırasına göre ilk boş hücre."}},
    {PredictText::ReasonFewest, {"{1} has the fewest candidates: {2}.", "{1} có ít ứng viên nhất: {2}.", "En az adayı olan hücre {1}: {2} aday."}},
    {PredictText::ReasonTies, {"{1} had {2} as well; the first in row-major order wins.", "{1} cũng có {2}; ô đứng trước theo thứ tự hàng được chọn.", "{1} de {2} adaya sahipti; satır sırasında önce gelen seçilir."}},
    {PredictText::ReasonFirstSingle, {"{1} is the first cell with a single option: find_mrv_cell stops there.", "{1} là ô đầu tiên chỉ có một lựa chọn: find_mrv_cell dừng ngay tại đó.", "{1} tek seçeneği olan ilk hücre: find_mrv_cell orada durur."}},
    {PredictText::ReasonNakedSingle, {"{1} has a single candidate, {2}: propagate fills it (naked single).", "{1} chỉ còn một ứng viên là {2}: propagate điền luôn (naked single).", "{1} hücresinin tek adayı {2}: propagate onu doldurur (naked single)."}},
    {PredictText::ReasonHiddenSingle, {"{2} has one place left in {3}: {1} (hidden single).", "{2} chỉ còn một chỗ trong {3}: ô {1} (hidden single).", "{2} için {3} içinde tek yer kaldı: {1} (hidden single)."}},
    {PredictText::ReasonFirstValid, {"{2} is the smallest value not tried yet that no peer of {1} holds.", "{2} là giá trị nhỏ nhất chưa thử mà không ô liên quan nào của {1} chứa.", "{2}, {1} hücresinin hiçbir komşusunda olmayan, henüz denenmemiş en küçük değer."}},
    {PredictText::ReasonRejected, {"Rejected first: {1}.", "Bị loại trước đó: {1}.", "Önce reddedilenler: {1}."}},
    {PredictText::ReasonNextOption, {"{2} is the next option of {1}, in order ({3}).", "{2} là lựa chọn tiếp theo của {1}, theo thứ tự ({3}).", "{2}, {1} hücresinin sıradaki seçeneği ({3})."}},
    {PredictText::ReasonNoValueLeft, {"{1} has no value left: every value was rejected or failed deeper.", "{1} không còn giá trị nào: mọi giá trị đều bị loại hoặc thất bại ở tầng sâu hơn.", "{1} için değer kalmadı: her değer reddedildi ya da daha derinde başarısız oldu."}},
    {PredictText::ReasonNoCandidate, {"{1} has no candidate left, so the search backtracks.", "{1} không còn ứng viên nào, nên thuật toán quay lui.", "{1} hücresinin adayı kalmadı, bu yüzden arama geri döner."}},
    {PredictText::ReasonNoPlace, {"{2} has no place left in {3}, so the search backtracks.", "{2} không còn chỗ nào trong {3}, nên thuật toán quay lui.", "{2} için {3} içinde yer kalmadı, bu yüzden arama geri döner."}},
    {PredictText::ReasonSolved, {"The board is full: a solution!", "Bảng đã đầy: tìm được một lời giải!", "Tahta doldu: bir çözüm!"}},
    {PredictText::ReasonSearched, {"The whole tree has been searched.", "Đã duyệt hết toàn bộ cây tìm kiếm.", "Tüm arama ağacı tarandı."}},
    {PredictText::CodeLanguage, {"Code", "Mã", "Kod"}},
    {PredictText::CodePseudo, {"Pseudo-code", "Mã giả", "Sözde kod"}},
    {PredictText::SessionsTitle, {"Prepared sessions", "Các phiên đã chuẩn bị", "Hazır oturumlar"}},
    {PredictText::SessionName, {"Name", "Tên", "Ad"}},
    {PredictText::SessionSave, {"Save as", "Lưu với tên", "Farklı kaydet"}},
    {PredictText::SessionOpen, {"Open", "Mở", "Aç"}},
    {PredictText::SessionExport, {"Export", "Xuất", "Dışa aktar"}},
    {PredictText::SessionDelete, {"Delete", "Xóa", "Sil"}},
    {PredictText::SessionImport, {"Import", "Nhập", "İçe aktar"}},
    {PredictText::SessionPath, {"File", "Tệp", "Dosya"}},
    {PredictText::SessionNone, {"No prepared sessions yet: name this one and save it.", "Chưa có phiên nào: đặt tên cho phiên này rồi lưu lại.", "Henüz hazır oturum yok: bunu adlandırıp kaydedin."}},
    {PredictText::SessionNameEmpty, {"Give the session a name first.", "Hãy đặt tên cho phiên trước.", "Önce oturuma bir ad verin."}},
    {PredictText::SessionNameLong, {"The name is too long (at most 80 bytes).", "Tên quá dài (tối đa 80 byte).", "Ad çok uzun (en fazla 80 bayt)."}},
    {PredictText::SessionNameControl, {"The name may not hold control characters.", "Tên không được chứa ký tự điều khiển.", "Ad kontrol karakteri içeremez."}},
    {PredictText::SessionSaved, {"Saved: {1}", "Đã lưu: {1}", "Kaydedildi: {1}"}},
    {PredictText::SessionImported, {"Imported: {1}", "Đã nhập: {1}", "İçe aktarıldı: {1}"}},
    {PredictText::SessionExported, {"Exported to {1}", "Đã xuất ra {1}", "{1} dosyasına aktarıldı"}},
    {PredictText::SessionDeleted, {"Deleted: {1}", "Đã xóa: {1}", "Silindi: {1}"}},
    {PredictText::SessionUnreadable, {"cannot be opened: {1}", "không mở được: {1}", "açılamıyor: {1}"}},
    {PredictText::SessionPathEmpty, {"Type a file path first.", "Hãy nhập đường dẫn tệp trước.", "Önce bir dosya yolu yazın."}},
};
// clang-format on

static_assert(rows_in_key_order(kRows),
              "kRows must list every PredictText key once, in enum order");

}  // namespace

const char* predict_text(PredictText key, Language language) {
    return translated(kRows, key, language);
}

std::string predict_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
