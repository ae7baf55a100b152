#include "app/i18n/dialog_strings.hpp"

#include <algorithm>
#include <utility>

#include "app/i18n/clipped_text.hpp"
#include "app/i18n/string_table.hpp"
#include "core/logic/grader.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<DialogText>;

// clang-format off
constexpr Row kRows[] = {
    {DialogText::ItemNewGame, {"New game…", "Trò chơi mới…", "Yeni oyun…"}},
    {DialogText::ItemEnterOwn, {"Enter your own…", "Tự nhập câu đố…", "Kendi bulmacanı gir…"}},
    {DialogText::ItemLessonPuzzles, {"Lesson puzzles…", "Câu đố trong bài học…", "Ders bulmacaları…"}},
    {DialogText::ItemCopyLine, {"Copy puzzle line", "Sao chép dòng câu đố", "Bulmaca satırını kopyala"}},
    {DialogText::ItemPastePuzzle, {"Paste puzzle", "Dán câu đố", "Bulmaca yapıştır"}},
    {DialogText::NewGameTitle, {"New game", "Trò chơi mới", "Yeni oyun"}},
    {DialogText::QuickStart, {"Quick start", "Bắt đầu nhanh", "Hızlı başlangıç"}},
    {DialogText::QuickStartTooltip,
     {"The ten board sizes of lesson 004; 3x3, 5x5 and 7x7 have irregular regions",
      "Mười kích thước bàn cờ của bài 004; 3x3, 5x5 và 7x7 có vùng không đều",
      "004 dersinin on tahta boyutu; 3x3, 5x5 ve 7x7 düzensiz bölgelidir"}},
    {DialogText::LabelSize, {"Size", "Kích thước", "Boyut"}},
    {DialogText::LabelBoxShape, {"Box shape", "Hình dạng khối", "Kutu şekli"}},
    {DialogText::LabelVariant, {"Variant", "Biến thể", "Çeşit"}},
    {DialogText::VariantClassic, {"Classic", "Cổ điển", "Klasik"}},
    {DialogText::VariantX, {"Sudoku X", "Sudoku X", "Sudoku X"}},
    {DialogText::VariantHyper, {"Hyper", "Hyper", "Hyper"}},
    {DialogText::VariantJigsaw, {"Jigsaw", "Ghép hình", "Yapboz"}},
    {DialogText::VariantJigsawX, {"Jigsaw X", "Ghép hình X", "Yapboz X"}},
    {DialogText::LabelDifficulty, {"Difficulty", "Độ khó", "Zorluk"}},
    {DialogText::DifficultyAny, {"Any", "Bất kỳ", "Herhangi"}},
    {DialogText::DifficultyEasy, {"Easy", "Dễ", "Kolay"}},
    {DialogText::DifficultyMedium, {"Medium", "Trung bình", "Orta"}},
    {DialogText::DifficultyHard, {"Hard", "Khó", "Zor"}},
    {DialogText::DifficultyExpert, {"Expert", "Chuyên gia", "Uzman"}},
    {DialogText::DifficultyEvil, {"Evil", "Cực khó", "Şeytani"}},
    {DialogText::DifficultyTooltip,
     {"The hardest technique the logical solver needs. Evil means logic alone gets stuck; "
      "boards up to 7x7 and boards whose boxes are two cells high (up to 10x10) rarely or never "
      "have such puzzles.",
      "Kỹ thuật khó nhất mà bộ giải logic cần dùng. Cực khó nghĩa là chỉ suy luận thì bế tắc; "
      "bàn đến 7x7 và bàn có khối cao hai ô (đến 10x10) hiếm khi hoặc không bao giờ có câu đố "
      "như vậy.",
      "Mantıksal çözücünün gerektirdiği en zor teknik. Şeytani, yalnız mantığın takıldığı "
      "anlamına gelir; 7x7'ye kadar tahtalarda ve kutuları iki hücre yüksekliğinde olan "
      "tahtalarda (10x10'a kadar) "
      "böyle bulmaca nadiren olur ya da hiç olmaz."}},
    {DialogText::DifficultyBoardTooSmall,
     {"A board this small has no puzzle of this level: easier techniques always solve it.",
      "Bàn nhỏ như vậy không có câu đố ở mức này: các kỹ thuật dễ hơn luôn giải được.",
      "Bu kadar küçük bir tahtada bu seviyede bulmaca yoktur: daha kolay teknikler hep çözer."}},
    {DialogText::DifficultyBoxesTooThin,
     {"Boxes two cells high below 10x10 have no Evil puzzles: logic alone always solves them. "
      "Choose a jigsaw variant or a larger board.",
      "Khối cao hai ô trên bàn nhỏ hơn 10x10 không có câu đố cực khó: chỉ suy luận là luôn "
      "giải được. Hãy chọn biến thể ghép hình hoặc bàn lớn hơn.",
      "10x10'dan küçük tahtalarda iki hücre yüksekliğinde kutularla şeytani bulmaca yoktur: "
      "yalnız mantık hep çözer. Yapboz türünü ya da daha büyük bir tahtayı seçin."}},
    {DialogText::LabelExactEmpty, {"Exact empty cells", "Số ô trống chính xác", "Tam boş hücre sayısı"}},
    {DialogText::LessonLevels, {"Lesson 002 levels:", "Các mức của bài 002:", "002 dersinin seviyeleri:"}},
    {DialogText::LabelSymmetry, {"Symmetry", "Đối xứng", "Simetri"}},
    {DialogText::SymmetryNone, {"None", "Không", "Yok"}},
    {DialogText::SymmetryRotate, {"Rotate 180°", "Xoay 180°", "180° döndürme"}},
    {DialogText::SymmetryMirror, {"Mirror", "Đối xứng gương", "Ayna"}},
    {DialogText::SymmetryDiagonal, {"Diagonal", "Đường chéo", "Köşegen"}},
    {DialogText::LabelSeed, {"Seed", "Hạt giống (seed)", "Tohum (seed)"}},
    {DialogText::ButtonRandomSeed, {"Random", "Ngẫu nhiên", "Rastgele"}},
    {DialogText::SeedTooltip,
     {"The same seed and settings always give the same puzzle (also in sudoku-cli generate)",
      "Cùng hạt giống và thiết lập luôn cho cùng một câu đố (kể cả trong sudoku-cli generate)",
      "Aynı tohum ve ayarlar her zaman aynı bulmacayı verir (sudoku-cli generate'te de)"}},
    {DialogText::ButtonGenerate, {"Generate", "Tạo câu đố", "Oluştur"}},
    {DialogText::ButtonCancel, {"Cancel", "Hủy", "İptal"}},
    {DialogText::ButtonClose, {"Close", "Đóng", "Kapat"}},
    {DialogText::Generating, {"Generating… {} s", "Đang tạo… {} giây", "Oluşturuluyor… {} sn"}},
    {DialogText::GenerateFailed, {"Could not generate: {}", "Không tạo được: {}", "Oluşturulamadı: {}"}},
    {DialogText::GenerateCancelled, {"Generation cancelled", "Đã hủy việc tạo câu đố", "Oluşturma iptal edildi"}},
    {DialogText::SourceGenerated, {"Generated {}", "Câu đố tạo {}", "Oluşturulan {}"}},
    {DialogText::CustomTitle, {"Enter your own puzzle", "Tự nhập câu đố", "Kendi bulmacanı gir"}},
    {DialogText::ModeText, {"Type or paste text", "Gõ hoặc dán văn bản", "Metin yaz veya yapıştır"}},
    {DialogText::ModeBoard, {"Fill an empty board", "Điền trên bàn cờ trống", "Boş tahtayı doldur"}},
    {DialogText::CustomHint,
     {"A puzzle line (53..7....), the lessons' printed grid or a Python list; . or 0 is empty.",
      "Một dòng câu đố (53..7....), lưới in như trong bài học hoặc danh sách Python; . hoặc 0 là ô trống.",
      "Bir bulmaca satırı (53..7....), derslerdeki yazdırılmış ızgara veya Python listesi; . ya da 0 boştur."}},
    {DialogText::BoardHint,
     {"Click a cell, type 1-9 or A-P, Backspace erases, arrows move.",
      "Nhấp vào một ô, gõ 1-9 hoặc A-P, Backspace để xóa, phím mũi tên để di chuyển.",
      "Bir hücreye tıklayın, 1-9 veya A-P yazın, Backspace siler, ok tuşları taşır."}},
    {DialogText::LabelFormat, {"Read as: {}", "Đọc dạng: {}", "Okunan biçim: {}"}},
    {DialogText::FormatPuzzleLine, {"puzzle line", "dòng câu đố", "bulmaca satırı"}},
    {DialogText::FormatGrid, {"grid", "lưới", "ızgara"}},
    {DialogText::FormatPythonList, {"Python list", "danh sách Python", "Python listesi"}},
    {DialogText::VerdictEmpty,
     {"Type a puzzle or paste one (Ctrl+V).", "Hãy gõ hoặc dán một câu đố (Ctrl+V).",
      "Bir bulmaca yazın veya yapıştırın (Ctrl+V)."}},
    {DialogText::VerdictUnreadable, {"Cannot read it: {}", "Không đọc được: {}", "Okunamadı: {}"}},
    {DialogText::VerdictCounting, {"Counting solutions…", "Đang đếm số nghiệm…", "Çözümler sayılıyor…"}},
    {DialogText::VerdictNoSolution,
     {"No solution: these givens cannot be completed",
      "Vô nghiệm: không thể hoàn thành với các số cho sẵn này",
      "Çözüm yok: bu verilenlerle tamamlanamaz"}},
    {DialogText::VerdictUnique,
     {"Exactly one solution: ready to play", "Đúng một nghiệm: sẵn sàng để chơi",
      "Tam olarak bir çözüm: oynamaya hazır"}},
    {DialogText::VerdictSeveral,
     {"Several solutions: a fair puzzle has exactly one, add givens",
      "Nhiều nghiệm: câu đố hợp lệ chỉ có đúng một nghiệm, hãy thêm số cho sẵn",
      "Birden çok çözüm: adil bir bulmacanın tek çözümü olur, verilen ekleyin"}},
    {DialogText::LabelGivens, {"Givens: {}", "Số cho sẵn: {}", "Verilen: {}"}},
    {DialogText::ButtonPlay, {"Play", "Chơi", "Oyna"}},
    {DialogText::ButtonPaste, {"Paste", "Dán", "Yapıştır"}},
    {DialogText::ButtonClear, {"Clear", "Xóa hết", "Temizle"}},
    {DialogText::SourceCustom, {"Your puzzle", "Câu đố tự nhập", "Kendi bulmacan"}},
    {DialogText::SourceCommandLine, {"command line", "dòng lệnh", "komut satırı"}},
    {DialogText::SourceAutosave, {"autosave", "bản lưu tự động", "otomatik kayıt"}},
    {DialogText::SourceFirstLesson,
     {"cau_do (lesson 000)", "cau_do (bài 000)", "cau_do (ders 000)"}},
    {DialogText::DifficultyCustom, {"custom", "tự nhập", "özel"}},
    {DialogText::DifficultyLesson, {"lesson", "bài học", "ders"}},
    {DialogText::LibraryTitle, {"Lesson puzzles", "Câu đố trong bài học", "Ders bulmacaları"}},
    {DialogText::ButtonOpen, {"Open", "Mở", "Aç"}},
    {DialogText::LibraryEmpty,
     {"No puzzle files found. Looked in:", "Không tìm thấy tệp câu đố. Đã tìm trong:",
      "Bulmaca dosyası bulunamadı. Bakılan yerler:"}},
    {DialogText::StatusCopied,
     {"puzzle line copied", "đã sao chép dòng câu đố", "bulmaca satırı kopyalandı"}},
    {DialogText::StatusClipboardEmpty,
     {"the clipboard holds no text", "bộ nhớ tạm không có văn bản", "panoda metin yok"}},
    {DialogText::LessonCauDo,
     {"The sample puzzle of lesson 000, a Vietnamese tutorial on solving Sudoku by backtracking "
      "in Python. It has exactly one solution.",
      "Câu đố mẫu của bài 000, bài hướng dẫn tiếng Việt về giải Sudoku bằng quay lui trong "
      "Python. Câu đố có đúng một lời giải.",
      "000. dersin örnek bulmacası; ders, Sudoku'yu Python'da geri izlemeyle çözmeyi anlatan "
      "Vietnamca bir eğitimdir. Tek bir çözümü var."}},
    {DialogText::LessonTahta,
     {"The sample board of lesson 001, a Turkish tutorial on the same recursive algorithm. It "
      "has exactly one solution.",
      "Bàn mẫu của bài 001, bài hướng dẫn tiếng Thổ Nhĩ Kỳ về cùng thuật toán đệ quy. Câu đố có "
      "đúng một lời giải.",
      "001. dersin örnek tahtası; ders, aynı özyinelemeli algoritmayı anlatan Türkçe bir "
      "eğitimdir. Tek bir çözümü var."}},
    {DialogText::LessonSample002,
     {"The sample result of lesson 002: a 9x9 puzzle generated by the lesson's tkinter game. It "
      "has exactly one solution.",
      "Kết quả mẫu của bài 002: câu đố 9x9 do trò chơi tkinter của bài tạo ra. Câu đố có đúng "
      "một lời giải.",
      "002. dersin örnek sonucu: dersin tkinter oyununun ürettiği 9x9 bir bulmaca. Tek bir "
      "çözümü var."}},
    {DialogText::LessonSample004,
     {"The worked example of lesson 004, shown before its C++ backtracking code. As printed it "
      "has two solutions, so it suits the random-solution mode.",
      "Ví dụ minh họa của bài 004, đặt trước đoạn mã quay lui C++. Như được in trong bài, câu "
      "đố có hai lời giải, nên hợp với chế độ lời giải ngẫu nhiên.",
      "004. dersin çözümlü örneği, C++ geri izleme kodundan önce gösterilir. Basıldığı hâliyle "
      "iki çözümü var; bu yüzden rastgele çözüm moduna uygundur."}},
    {DialogText::ReplaceTitle, {"Unsaved game", "Ván chơi chưa lưu", "Kaydedilmemiş oyun"}},
    {DialogText::ReplaceQuestion,
     {"The game in progress has moves that are not saved. Save it before it is replaced?",
      "Ván đang chơi có những nước đi chưa được lưu. Lưu lại trước khi thay bằng ván khác?",
      "Süren oyunda kaydedilmemiş hamleler var. Yerine başkası gelmeden önce kaydedilsin mi?"}},
    {DialogText::ButtonSaveFirst, {"Save…", "Lưu…", "Kaydet…"}},
    {DialogText::ButtonDiscard, {"Discard", "Bỏ đi", "Kaydetme"}},
};
// clang-format on

static_assert(rows_in_key_order(kRows), "kRows must list every DialogText key once, in enum order");

}  // namespace

const char* dialog_text(DialogText key, Language language) {
    return translated(kRows, key, language);
}

std::string difficulty_label(const std::string& label, Language language) {
    constexpr DialogText kGrades[] = {DialogText::DifficultyEasy, DialogText::DifficultyMedium,
                                      DialogText::DifficultyHard, DialogText::DifficultyExpert,
                                      DialogText::DifficultyEvil};
    for (int g = 0; g < 5; ++g)
        if (label == core::grade_name(static_cast<core::Grade>(g)))
            return dialog_text(kGrades[g], language);
    if (label == "custom") return dialog_text(DialogText::DifficultyCustom, language);
    if (label == "lesson") return dialog_text(DialogText::DifficultyLesson, language);
    return clipped_text(label, kMaxLabelChars);  // free text from a save
}

std::string lesson_description(const std::string& name, const std::string& comment,
                               Language language) {
    constexpr std::pair<const char*, DialogText> kShipped[] = {
        {"lesson_000_cau_do", DialogText::LessonCauDo},
        {"lesson_001_tahta", DialogText::LessonTahta},
        {"lesson_002_sample", DialogText::LessonSample002},
        {"lesson_004_sample", DialogText::LessonSample004},
    };
    for (const auto& [file, key] : kShipped)
        if (name == file) return dialog_text(key, language);
    // Drop each parenthesis that holds a path, with the space before it.
    std::string out;
    std::size_t i = 0;
    while (i < comment.size()) {
        const std::size_t open = comment.find('(', i);
        const std::size_t close =
            open == std::string::npos ? std::string::npos : comment.find(')', open);
        if (close == std::string::npos) break;
        const std::string inside = comment.substr(open, close - open);
        std::size_t keep_end = open;
        const bool path = inside.find('/') != std::string::npos;
        if (path)
            while (keep_end > i && comment[keep_end - 1] == ' ')
                --keep_end;
        out += comment.substr(i, (path ? keep_end : close + 1) - i);
        i = close + 1;
    }
    out += comment.substr(std::min(i, comment.size()));
    return out;
}

std::string dialog_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
