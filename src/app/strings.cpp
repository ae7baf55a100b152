#include "app/strings.hpp"

#include <array>

namespace sudoku::app {

namespace {

struct Row {
    Text key;
    std::array<const char*, static_cast<std::size_t>(Language::Count)> texts;  // en, vi, tr
};

// clang-format off
constexpr Row kRows[] = {
    {Text::AppTitle, {"Sudoku Lab", "Sudoku Lab", "Sudoku Lab"}},
    {Text::MenuGame, {"Game", "Trò chơi", "Oyun"}},
    {Text::MenuView, {"View", "Hiển thị", "Görünüm"}},
    {Text::MenuLanguage, {"Language", "Ngôn ngữ", "Dil"}},
    {Text::MenuHelp, {"Help", "Trợ giúp", "Yardım"}},
    {Text::ItemClearEntries, {"Clear entries", "Xóa các ô đã điền", "Girişleri temizle"}},
    {Text::ItemFillNotes, {"Fill notes", "Điền ghi chú", "Notları doldur"}},
    {Text::ItemQuit, {"Quit", "Thoát", "Çıkış"}},
    {Text::ItemTheme, {"Theme", "Giao diện", "Tema"}},
    {Text::ThemeLight, {"Light", "Sáng", "Açık"}},
    {Text::ThemeDark, {"Dark", "Tối", "Koyu"}},
    {Text::ThemeHighContrast, {"High contrast", "Tương phản cao", "Yüksek karşıtlık"}},
    {Text::ItemUiScale, {"Interface size", "Cỡ giao diện", "Arayüz boyutu"}},
    {Text::ItemFullscreen, {"Full screen", "Toàn màn hình", "Tam ekran"}},
    {Text::ItemFrameStats, {"Frame timing", "Thời gian khung hình", "Kare süresi"}},
    {Text::ItemHelp, {"Rules and controls", "Luật chơi và điều khiển", "Kurallar ve kontroller"}},
    {Text::PanelTime, {"Time", "Thời gian", "Süre"}},
    {Text::PanelPuzzle, {"Puzzle", "Câu đố", "Bulmaca"}},
    {Text::PanelNotesMode, {"Notes mode", "Chế độ ghi chú", "Not modu"}},
    {Text::PanelDigits, {"Digits", "Chữ số", "Rakamlar"}},
    {Text::ButtonErase, {"Erase", "Xóa", "Sil"}},
    {Text::TooltipPadDigit, {"{} left", "còn {}", "{} kaldı"}},
    {Text::StatusEmpty, {"{} empty", "{} ô trống", "{} boş"}},
    {Text::StatusConflicts, {"{} conflicts", "{} xung đột", "{} çakışma"}},
    {Text::StatusGivenCell, {"{} is a given cell", "{} là ô cho sẵn", "{} verilen bir hücre"}},
    {Text::StatusSolved, {"Solved in {}", "Đã giải xong trong {}", "{} içinde çözüldü"}},
    {Text::CelebrateSolved, {"Solved!", "Hoàn thành!", "Çözüldü!"}},
    {Text::HelpRulesHeading, {"Rules", "Luật chơi", "Kurallar"}},
    {Text::HelpRules,
     {"Fill every empty cell so that each row, each column and each box (or outlined region) "
      "holds every digit exactly once. In Sudoku X the two diagonals count too; in Hyper "
      "Sudoku the four shaded windows do.",
      "Điền vào mọi ô trống sao cho mỗi hàng, mỗi cột và mỗi khối (hoặc vùng có viền) chứa mỗi "
      "chữ số đúng một lần. Với Sudoku X, hai đường chéo cũng phải như vậy; với Hyper Sudoku, "
      "bốn cửa sổ tô màu cũng vậy.",
      "Her boş hücreyi, her satır, her sütun ve her kutu (veya çerçeveli bölge) her rakamı tam "
      "bir kez içerecek şekilde doldurun. Sudoku X'te iki köşegen de sayılır; Hyper Sudoku'da "
      "dört gölgeli pencere de."}},
    {Text::HelpControlsHeading, {"Controls", "Điều khiển", "Kontroller"}},
    {Text::HelpControlMove,
     {"Arrow keys or mouse: move the cursor", "Phím mũi tên hoặc chuột: di chuyển con trỏ",
      "Ok tuşları veya fare: imleci taşı"}},
    {Text::HelpControlEnter,
     {"1-9, A-P or the digit pad: enter a digit", "1-9, A-P hoặc bảng số: điền chữ số",
      "1-9, A-P veya rakam tuşları: rakam gir"}},
    {Text::HelpControlErase,
     {"Backspace, Delete or 0: erase", "Backspace, Delete hoặc 0: xóa",
      "Backspace, Delete veya 0: sil"}},
    {Text::HelpControlNotes,
     {"Space (or N when N is not a digit of the board): notes mode",
      "Phím cách (hoặc N khi N không phải chữ số của bảng): chế độ ghi chú",
      "Boşluk (veya N tahtanın rakamı değilse N): not modu"}},
    {Text::HelpControlFullscreen,
     {"F11: full screen, F1: this help", "F11: toàn màn hình, F1: trợ giúp này",
      "F11: tam ekran, F1: bu yardım"}},
    {Text::HelpControlQuit, {"Ctrl+Q: quit", "Ctrl+Q: thoát", "Ctrl+Q: çıkış"}},
    {Text::HelpBacktrackingHeading,
     {"How a computer solves it: backtracking", "Máy tính giải thế nào: quay lui",
      "Bilgisayar nasıl çözer: geri izleme"}},
    {Text::HelpBacktracking,
     {"Take the first empty cell, try the digits in order and keep the first one that no row, "
      "column or box already holds. Move on to the next empty cell. When a cell has no digit "
      "left to try, go back, erase the previous choice and try its next digit. The search ends "
      "when the board is full, or when every choice has failed (no solution).",
      "Lấy ô trống đầu tiên, thử lần lượt các chữ số và giữ chữ số đầu tiên chưa có trong hàng, "
      "cột hay khối. Chuyển sang ô trống tiếp theo. Khi một ô không còn chữ số nào để thử, quay "
      "lại, xóa lựa chọn trước đó và thử chữ số kế tiếp. Việc tìm kiếm dừng khi bảng đã đầy, "
      "hoặc khi mọi lựa chọn đều thất bại (vô nghiệm).",
      "İlk boş hücreyi alın, rakamları sırayla deneyin ve hiçbir satırda, sütunda veya kutuda "
      "bulunmayan ilk rakamı tutun. Sonraki boş hücreye geçin. Bir hücrede denenecek rakam "
      "kalmadığında geri dönün, önceki seçimi silin ve onun bir sonraki rakamını deneyin. Arama "
      "tahta dolduğunda ya da tüm seçimler başarısız olduğunda (çözüm yok) biter."}},
};
// clang-format on

constexpr bool rows_match_keys() {
    for (std::size_t i = 0; i < std::size(kRows); ++i)
        if (static_cast<std::size_t>(kRows[i].key) != i) return false;
    return std::size(kRows) == static_cast<std::size_t>(Text::Count);
}
static_assert(rows_match_keys(), "kRows must list every Text key once, in enum order");

constexpr const char* kLanguageNames[] = {"English", "Tiếng Việt", "Türkçe"};
constexpr const char* kLanguageCodes[] = {"en", "vi", "tr"};

}  // namespace

const char* text(Text key, Language language) {
    const auto k = static_cast<std::size_t>(key);
    const auto l = static_cast<std::size_t>(language);
    if (k >= std::size(kRows) || l >= static_cast<std::size_t>(Language::Count)) return "?";
    return kRows[k].texts[l];
}

const char* language_name(Language language) {
    const auto l = static_cast<std::size_t>(language);
    return l < std::size(kLanguageNames) ? kLanguageNames[l] : "?";
}

const char* language_code(Language language) {
    const auto l = static_cast<std::size_t>(language);
    return l < std::size(kLanguageCodes) ? kLanguageCodes[l] : "?";
}

std::string all_texts() {
    std::string out;
    for (const Row& row : kRows)
        for (const char* t : row.texts)
            out += t;
    for (const char* name : kLanguageNames)
        out += name;
    return out;
}

std::string fill(std::string_view pattern, std::initializer_list<std::string> args) {
    std::string out;
    auto next = args.begin();
    std::size_t i = 0;
    while (i < pattern.size()) {
        if (pattern.compare(i, 2, "{}") == 0 && next != args.end()) {
            out += *next++;
            i += 2;
        } else {
            out += pattern[i++];
        }
    }
    return out;
}

}  // namespace sudoku::app
