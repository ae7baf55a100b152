#include "app/i18n/strings.hpp"

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/hint_strings.hpp"
#include "app/i18n/move_strings.hpp"
#include "app/i18n/predict_strings.hpp"
#include "app/i18n/render_strings.hpp"
#include "app/i18n/string_table.hpp"
#include "app/i18n/tree_strings.hpp"
#include "app/i18n/watch_strings.hpp"
#include "core/base/text_fill.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<Text>;

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
    {Text::StatusGivenCell, {"{} is a given cell", "{} là ô cho sẵn", "{} verilen bir hücre"}},
    {Text::StatusSolved, {"Solved in {}", "Đã giải xong trong {}", "{} içinde çözüldü"}},
    {Text::CelebrateSolved, {"Solved!", "Hoàn thành!", "Çözüldü!"}},
    {Text::ItemNewGame, {"New game…", "Ván mới…", "Yeni oyun…"}},
    {Text::ItemOpen, {"Open…", "Mở…", "Aç…"}},
    {Text::ItemSave, {"Save", "Lưu", "Kaydet"}},
    {Text::ItemSaveAs, {"Save as…", "Lưu thành…", "Farklı kaydet…"}},
    {Text::ItemUndo, {"Undo", "Hoàn tác", "Geri al"}},
    {Text::ItemRedo, {"Redo", "Làm lại", "Yinele"}},
    {Text::ItemHistory, {"History", "Lịch sử", "Geçmiş"}},
    {Text::ItemHint, {"Hint", "Gợi ý", "İpucu"}},
    {Text::ItemCheck, {"Check", "Kiểm tra", "Kontrol et"}},
    {Text::ItemShowSolution, {"Show solution", "Xem lời giải", "Çözümü göster"}},
    {Text::ItemRestart, {"Restart", "Chơi lại từ đầu", "Yeniden başlat"}},
    {Text::ItemPause, {"Pause", "Tạm dừng", "Duraklat"}},
    {Text::ItemResume, {"Resume", "Tiếp tục", "Devam et"}},
    {Text::ItemStatistics, {"Statistics", "Thống kê", "İstatistikler"}},
    {Text::MenuOptions, {"Options", "Tùy chọn", "Seçenekler"}},
    {Text::OptionLiveConflicts, {"Highlight conflicts while typing", "Tô sáng xung đột khi nhập", "Yazarken çakışmaları vurgula"}},
    {Text::OptionHighlightPeers, {"Highlight row, column and box", "Tô sáng hàng, cột và khối", "Satır, sütun ve kutuyu vurgula"}},
    {Text::OptionSameDigit, {"Highlight the same digit", "Tô sáng các chữ số giống nhau", "Aynı rakamları vurgula"}},
    {Text::OptionAutoClean, {"Remove notes when a digit is placed", "Tự xóa ghi chú khi điền chữ số", "Rakam girilince notları sil"}},
    {Text::OptionShowTimer, {"Show the clock", "Hiện đồng hồ", "Saati göster"}},
    {Text::OptionClockHundredths, {"Clock with hundredths of a second", "Đồng hồ hiện phần trăm giây", "Saatte saliseleri göster"}},
    {Text::OptionAutosave, {"Autosave", "Tự động lưu", "Otomatik kaydet"}},
    {Text::OptionMistakesAtOnce, {"Count mistakes as they are made", "Đếm lỗi ngay khi mắc", "Hataları yapıldığı anda say"}},
    {Text::PanelMistakes, {"Mistakes: {}", "Lỗi: {}", "Hata: {}"}},
    {Text::PanelMistakesQuiet, {"Mistakes are counted quietly: Check shows how many.", "Lỗi được đếm âm thầm: Kiểm tra sẽ cho biết có bao nhiêu.", "Hatalar sessizce sayılır: Kontrol et kaç tane olduğunu gösterir."}},
    {Text::PanelHints, {"Hints: {}", "Gợi ý: {}", "İpucu: {}"}},
    {Text::PanelPaused, {"Paused", "Đang tạm dừng", "Duraklatıldı"}},
    {Text::StatusAllRight, {"No wrong entries so far", "Chưa có ô nào sai", "Şu ana kadar yanlış giriş yok"}},
    {Text::StatusSaved, {"Saved to {}", "Đã lưu vào {}", "{} dosyasına kaydedildi"}},
    {Text::StatusOpened, {"Opened {}", "Đã mở {}", "{} açıldı"}},
    {Text::StatusOpening, {"Opening {}… {} s", "Đang mở {}… {} giây", "{} açılıyor… {} sn"}},
    {Text::StatusOpenCancelled, {"Opening cancelled", "Đã hủy việc mở tệp", "Açma iptal edildi"}},
    {Text::StatusNothingToUndo, {"Nothing to undo", "Không có gì để hoàn tác", "Geri alınacak bir şey yok"}},
    {Text::StatusNothingToRedo, {"Nothing to redo", "Không có gì để làm lại", "Yinelenecek bir şey yok"}},
    {Text::StatusAutosaveFailed, {"Autosave failed: {}", "Tự động lưu thất bại: {}", "Otomatik kaydetme başarısız: {}"}},
    {Text::HintHeading, {"Hint {}/3", "Gợi ý {}/3", "İpucu {}/3"}},
    {Text::HintWrongHeadline, {"A digit on the board is wrong: look at {}", "Có một chữ số sai trên bảng: hãy xem {}", "Tahtada yanlış bir rakam var: {} hücresine bakın"}},
    {Text::HintWrongExplain, {"{} does not match the solution. Erase it, or press Hint again to correct it.", "{} không khớp với lời giải. Hãy xóa nó, hoặc nhấn Gợi ý lần nữa để sửa.", "{} çözümle uyuşmuyor. Silin ya da düzeltmek için İpucu'na yeniden basın."}},
    {Text::HintNoLogicHeadline, {"No simple technique applies here: look at {}", "Không có kỹ thuật đơn giản nào áp dụng được: hãy xem {}", "Burada basit bir teknik işe yaramıyor: {} hücresine bakın"}},
    {Text::HintNoLogicExplain, {"{} has the fewest candidates.", "{} có ít ứng viên nhất.", "{} en az adaya sahip hücre."}},
    {Text::HintNextFill, {"Press Hint again to fill {}.", "Nhấn Gợi ý lần nữa để điền {}.", "{} hücresini doldurmak için İpucu'na yeniden basın."}},
    {Text::HintComplete, {"The grid is complete: nothing to hint.", "Bảng đã đầy đủ: không còn gì để gợi ý.", "Tablo tamamlandı: ipucu verilecek bir şey yok."}},
    {Text::CelebrateTime, {"Time: {}", "Thời gian: {}", "Süre: {}"}},
    {Text::CelebrateBest, {"New best time!", "Kỷ lục mới!", "Yeni en iyi süre!"}},
    {Text::CelebrateAssisted, {"The solution was shown: not timed in the statistics.", "Đã xem lời giải: không tính giờ trong thống kê.", "Çözüm gösterildi: istatistiklerde süre sayılmaz."}},
    {Text::ButtonClose, {"Close", "Đóng", "Kapat"}},
    {Text::ButtonOpen, {"Open", "Mở", "Aç"}},
    {Text::ButtonCancel, {"Cancel", "Hủy", "İptal"}},
    {Text::ButtonReplace, {"Replace", "Thay thế", "Değiştir"}},
    {Text::FileDialogOpenTitle, {"Open a game or puzzle file", "Mở tệp ván chơi hoặc câu đố", "Oyun veya bulmaca dosyası aç"}},
    {Text::FileDialogSaveTitle, {"Save the game", "Lưu ván chơi", "Oyunu kaydet"}},
    {Text::FileDialogPath, {"File", "Tệp", "Dosya"}},
    {Text::FileDialogRecent, {"Recent files", "Tệp gần đây", "Son dosyalar"}},
    {Text::FileDialogFolder, {"Folder: {}", "Thư mục: {}", "Klasör: {}"}},
    {Text::FileDialogUp, {"Up one folder", "Lên thư mục trên", "Üst klasör"}},
    {Text::FileDialogOverwrite, {"{} exists. Replace it?", "{} đã tồn tại. Thay thế?", "{} zaten var. Değiştirilsin mi?"}},
    {Text::FileDialogEmpty, {"No .json or .txt files here", "Không có tệp .json hoặc .txt ở đây", "Burada .json veya .txt dosyası yok"}},
    {Text::AlertOpenFailed, {"Cannot open the file", "Không mở được tệp", "Dosya açılamadı"}},
    {Text::AlertSaveFailed, {"Cannot save the game", "Không lưu được ván chơi", "Oyun kaydedilemedi"}},
    {Text::AlertStartFailed, {"Cannot start this puzzle", "Không thể bắt đầu câu đố này", "Bu bulmaca başlatılamıyor"}},
    {Text::AlertGameKept, {"The game in progress is unchanged.", "Ván đang chơi vẫn được giữ nguyên.", "Devam eden oyun değişmedi."}},
    {Text::AlertAutosaveBad, {"The last autosave could not be read. A copy was kept as {}.", "Không đọc được bản tự động lưu gần nhất. Một bản sao được giữ tại {}.", "Son otomatik kayıt okunamadı. Bir kopyası {} olarak saklandı."}},
    {Text::AlertAutosaveTitle, {"Autosave", "Tự động lưu", "Otomatik kayıt"}},
    {Text::AlertAutosaveRestored, {"The last autosave was damaged, so the previous autosave was restored. The damaged file was kept as {}.", "Bản tự động lưu gần nhất bị hỏng nên bản tự động lưu trước đó đã được khôi phục. Tệp bị hỏng được giữ tại {}.", "Son otomatik kayıt bozuk olduğu için bir önceki otomatik kayıt geri yüklendi. Bozuk dosya {} olarak saklandı."}},
    {Text::AlertAutosaveNotMoved, {"The last autosave could not be read, nor moved aside to keep it. It was left as it is, and this session will not autosave, so nothing overwrites it. Use Save (Ctrl+S) to keep this game.", "Không đọc được bản tự động lưu gần nhất, cũng không chuyển được nó sang chỗ khác để giữ lại. Tệp được để nguyên và phiên này sẽ không tự động lưu để không ghi đè lên nó. Hãy dùng Lưu (Ctrl+S) để giữ ván này.", "Son otomatik kayıt okunamadı ve saklamak için kenara da taşınamadı. Dosya olduğu gibi bırakıldı; üzerine yazılmasın diye bu oturum otomatik kayıt yapmayacak. Bu oyunu saklamak için Kaydet'i (Ctrl+S) kullanın."}},
    {Text::AlertOtherInstance, {"Sudoku Lab is already open in another window, which keeps the autosave. This window started a new game and will not autosave it: use Save (Ctrl+S) to keep it.", "Sudoku Lab đang mở trong một cửa sổ khác và cửa sổ đó giữ bản tự động lưu. Cửa sổ này bắt đầu ván mới và sẽ không tự động lưu: hãy dùng Lưu (Ctrl+S) để giữ ván.", "Sudoku Lab başka bir pencerede zaten açık ve otomatik kaydı o pencere tutuyor. Bu pencere yeni bir oyun başlattı ve onu otomatik kaydetmeyecek: saklamak için Kaydet'i (Ctrl+S) kullanın."}},
    {Text::QuitUnsavedTitle, {"The game was not saved", "Ván chơi chưa được lưu", "Oyun kaydedilmedi"}},
    {Text::QuitUnsavedText, {"Your game could not be saved to {}: {}", "Không lưu được ván chơi của bạn vào {}: {}", "Oyununuz {} konumuna kaydedilemedi: {}"}},
    {Text::ButtonSaveElsewhere, {"Save elsewhere…", "Lưu vào chỗ khác…", "Başka yere kaydet…"}},
    {Text::ButtonQuitWithoutSaving, {"Quit without saving", "Thoát không lưu", "Kaydetmeden çık"}},
    {Text::QuitReasonOtherInstance, {"another Sudoku Lab window owns the autosave", "một cửa sổ Sudoku Lab khác đang giữ bản tự động lưu", "otomatik kaydı başka bir Sudoku Lab penceresi tutuyor"}},
    {Text::QuitReasonDamagedAutosave, {"the damaged autosave there could not be moved aside, and is not overwritten", "bản tự động lưu bị hỏng ở đó không chuyển đi được và sẽ không bị ghi đè", "oradaki bozuk otomatik kayıt kenara taşınamadı ve üzerine yazılmıyor"}},
    {Text::HistoryStart, {"Start", "Bắt đầu", "Başlangıç"}},
    {Text::StatsMode, {"Mode", "Kiểu", "Mod"}},
    {Text::StatsDifficulty, {"Difficulty", "Độ khó", "Zorluk"}},
    {Text::StatsPlayed, {"Played", "Đã chơi", "Oynanan"}},
    {Text::StatsSolved, {"Solved", "Đã giải", "Çözülen"}},
    {Text::StatsBest, {"Best", "Tốt nhất", "En iyi"}},
    {Text::StatsAverage, {"Average", "Trung bình", "Ortalama"}},
    {Text::StatsNone, {"No finished games yet.", "Chưa có ván nào hoàn thành.", "Henüz bitmiş oyun yok."}},
    {Text::StatsTotal, {"Games played: {}", "Số ván đã chơi: {}", "Oynanan oyun: {}"}},
    {Text::NotesPopupTitle, {"Notes for {}", "Ghi chú cho {}", "{} için notlar"}},
    {Text::HelpControlUndo, {"Ctrl+Z: undo, Ctrl+Y or Ctrl+Shift+Z: redo", "Ctrl+Z: hoàn tác, Ctrl+Y hoặc Ctrl+Shift+Z: làm lại", "Ctrl+Z: geri al, Ctrl+Y veya Ctrl+Shift+Z: yinele"}},
    {Text::HelpControlHint, {"H or ?: hint. Press again for the explanation, a third time to fill the cell", "H hoặc ?: gợi ý. Nhấn lần nữa để xem giải thích, lần thứ ba để điền ô", "H veya ?: ipucu. Açıklama için yeniden, hücreyi doldurmak için üçüncü kez basın"}},
    {Text::HelpControlFiles, {"Ctrl+N: new game, Ctrl+O: open, Ctrl+S: save", "Ctrl+N: ván mới, Ctrl+O: mở, Ctrl+S: lưu", "Ctrl+N: yeni oyun, Ctrl+O: aç, Ctrl+S: kaydet"}},
    {Text::HelpControlMouse, {"Right-click a cell: its notes. Right-click the digit pad: toggle that note", "Nhấp chuột phải vào ô: ghi chú của ô. Nhấp chuột phải vào bảng số: bật/tắt ghi chú đó", "Hücreye sağ tık: notları. Rakam tuşuna sağ tık: o notu aç/kapat"}},
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
    {Text::HelpWatchHeading,
     {"Watch mode: the computer solves the puzzle step by step",
      "Chế độ xem: máy tính giải câu đố từng bước", "İzleme modu: bilgisayar bulmacayı adım adım çözer"}},
    {Text::HelpWatchEnter,
     {"W: watch the current puzzle being solved; W again: back to the game",
      "W: xem câu đố hiện tại được giải; W lần nữa: quay lại trò chơi",
      "W: mevcut bulmacanın çözülüşünü izle; yeniden W: oyuna dön"}},
    {Text::HelpWatchPlay, {"Space: play or pause", "Phím cách: chạy hoặc tạm dừng", "Boşluk: oynat veya duraklat"}},
    {Text::HelpWatchStep,
     {"Left/Right arrow: one step back or forward; Home/End: the start or the end",
      "Mũi tên trái/phải: lùi hoặc tiến một bước; Home/End: về đầu hoặc đến cuối",
      "Sol/sağ ok: bir adım geri veya ileri; Home/End: başa veya sona"}},
    {Text::HelpWatchRunTo,
     {"B: run to the next backtrack, S: to the next solution, D: to the next change of depth",
      "B: chạy đến lần quay lui tiếp theo, S: đến lời giải tiếp theo, D: đến lần đổi độ sâu tiếp theo",
      "B: sonraki geri dönüşe kadar, S: sonraki çözüme kadar, D: sonraki derinlik değişimine kadar oynat"}},
    {Text::HelpWatchSpeed, {"+ and -: faster and slower", "+ và -: nhanh hơn và chậm hơn", "+ ve -: daha hızlı ve daha yavaş"}},
    {Text::HelpWatchPresent,
     {"P: presentation mode (large, high contrast) for a projector; Esc or P: back",
      "P: chế độ trình chiếu (chữ lớn, tương phản cao) cho máy chiếu; Esc hoặc P: quay lại",
      "P: projeksiyon için sunum modu (büyük, yüksek karşıtlık); Esc veya P: geri dön"}},
};
// clang-format on

static_assert(rows_in_key_order(kRows), "kRows must list every Text key once, in enum order");

// Which form a count takes: 0 = one, 1 = other (English); a single form for the others.
constexpr int plural_form(Language language, long long n) {
    return language == Language::English && n == 1 ? 0 : 1;
}

struct PluralRow {
    Counted key;
    // [language][form]: English {one, other}; Vietnamese and Turkish {nullptr, the form}.
    std::array<std::array<const char*, 2>, static_cast<std::size_t>(Language::Count)> forms;
};

// clang-format off
constexpr PluralRow kPlurals[] = {
    {Counted::WrongEntries, {{{"{} wrong entry", "{} wrong entries"}, {nullptr, "{} ô sai"}, {nullptr, "{} yanlış giriş"}}}},
    {Counted::Conflicts, {{{"{} conflict", "{} conflicts"}, {nullptr, "{} xung đột"}, {nullptr, "{} çakışma"}}}},
    {Counted::ValuesOutOfRange,
     {{{"{} value out of range (1..{} allowed), marked in red",
        "{} values out of range (1..{} allowed), marked in red"},
       {nullptr, "{} giá trị ngoài phạm vi (chỉ được 1..{}), đánh dấu màu đỏ"},
       {nullptr, "{} değer aralık dışında (1..{} izinli), kırmızıyla işaretli"}}}},
    {Counted::GivenConflicts,
     {{{"{} conflict between givens, outlined on the board",
        "{} conflicts between givens, outlined on the board"},
       {nullptr, "{} xung đột giữa các số cho sẵn, được viền trên bàn cờ"},
       {nullptr, "Verilenler arasında {} çakışma, tahtada çerçeveli"}}}},
    {Counted::Guesses,
     {{{"Undecided: no answer within {} guess", "Undecided: no answer within {} guesses"},
       {nullptr, "Chưa xác định: không có kết quả sau {} lần đoán"},
       {nullptr, "Belirsiz: {} tahminde sonuç çıkmadı"}}}},
    {Counted::PuzzlesInText,
     {{{"{} puzzle in the text", "{} puzzles in the text; the first one is used"},
       {nullptr, "Văn bản có {} câu đố; dùng câu đầu tiên"},
       {nullptr, "Metinde {} bulmaca var; ilki kullanılıyor"}}}},
    {Counted::PuzzleSolutions,
     {{{"has {} solution", "has {} solutions"}, {nullptr, "có {} nghiệm"}, {nullptr, "{} çözümü var"}}}},
    {Counted::SearchSolutions,
     {{{"Search complete: {} solution", "Search complete: {} solutions"},
       {nullptr, "Đã tìm hết: {} lời giải"}, {nullptr, "Arama bitti: {} çözüm"}}}},
};
// clang-format on

constexpr bool plurals_complete() {
    if (std::size(kPlurals) != static_cast<std::size_t>(Counted::Count)) return false;
    for (std::size_t i = 0; i < std::size(kPlurals); ++i) {
        if (static_cast<std::size_t>(kPlurals[i].key) != i) return false;
        // Every form a language's rule can pick is there.
        for (int l = 0; l < static_cast<int>(Language::Count); ++l)
            for (long long n : {0LL, 1LL, 2LL, 5LL, 21LL})
                if (!kPlurals[i].forms[static_cast<std::size_t>(l)][static_cast<std::size_t>(
                        plural_form(static_cast<Language>(l), n))])
                    return false;
    }
    return true;
}
static_assert(plurals_complete(), "kPlurals must list every Counted key in order, all forms");

constexpr const char* kLanguageNames[] = {"English", "Tiếng Việt", "Türkçe"};
constexpr const char* kLanguageCodes[] = {"en", "vi", "tr"};

}  // namespace

const char* text(Text key, Language language) {
    return translated(kRows, key, language);
}

const char* plural(Counted key, long long n, Language language) {
    const auto k = static_cast<std::size_t>(key);
    const auto l = static_cast<std::size_t>(language);
    if (k >= std::size(kPlurals) || l >= static_cast<std::size_t>(Language::Count)) return "?";
    return kPlurals[k].forms[l][static_cast<std::size_t>(plural_form(language, n))];
}

std::string counted(Counted key, long long n, Language language) {
    return fill(plural(key, n, language), {std::to_string(n)});
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
    std::string out = all_translations(kRows);
    for (const char* name : kLanguageNames)
        out += name;
    for (const PluralRow& row : kPlurals)
        for (const auto& forms : row.forms)
            for (const char* form : forms)
                if (form) out += form;
    out += dialog_all_texts();
    out += watch_all_texts();
    out += tree_all_texts();
    out += render_all_texts();
    out += hint_all_texts();
    out += move_all_texts();
    out += error_all_texts();
    out += predict_all_texts();
    return out;
}

std::string fill(std::string_view pattern, std::initializer_list<std::string> args) {
    return core::fill_placeholders(pattern, std::vector<std::string>(args));
}

std::string fill(std::string_view pattern, const std::vector<std::string>& args) {
    return core::fill_placeholders(pattern, args);
}

}  // namespace sudoku::app
