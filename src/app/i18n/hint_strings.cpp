#include "app/i18n/hint_strings.hpp"

#include "app/i18n/string_table.hpp"
#include "app/i18n/unit_words.hpp"

namespace sudoku::app {

namespace {

using Row = TranslatedRow<HintText>;

// Turkish attaches case endings to nouns the sentence owns ("hücresine", "adayını"), never to
// a placeholder, whose pronunciation (and so its ending) the table cannot know.
// clang-format off
constexpr Row kRows[] = {
    {HintText::NameNakedSingle, {"Naked single", "Số duy nhất lộ", "Açık tekli"}},
    {HintText::NameHiddenSingle, {"Hidden single", "Số duy nhất ẩn", "Gizli tekli"}},
    {HintText::NamePointing, {"Pointing", "Chỉ hướng", "İşaretleme"}},
    {HintText::NameClaiming, {"Claiming", "Chiếm giữ", "Sahiplenme"}},
    {HintText::NameNakedPair, {"Naked pair", "Cặp lộ", "Açık ikili"}},
    {HintText::NameHiddenPair, {"Hidden pair", "Cặp ẩn", "Gizli ikili"}},
    {HintText::NameNakedTriple, {"Naked triple", "Bộ ba lộ", "Açık üçlü"}},
    {HintText::NameHiddenTriple, {"Hidden triple", "Bộ ba ẩn", "Gizli üçlü"}},
    {HintText::NameNakedQuad, {"Naked quad", "Bộ bốn lộ", "Açık dörtlü"}},
    {HintText::NameHiddenQuad, {"Hidden quad", "Bộ bốn ẩn", "Gizli dörtlü"}},
    {HintText::NameXWing, {"X-Wing", "X-Wing", "X-Kanat"}},
    {HintText::NameXYWing, {"XY-Wing", "XY-Wing", "XY-Kanat"}},
    {HintText::NameSwordfish, {"Swordfish", "Cá kiếm (Swordfish)", "Kılıçbalığı"}},
    {HintText::NameXYZWing, {"XYZ-Wing", "XYZ-Wing", "XYZ-Kanat"}},
    {HintText::NameSimpleColouring, {"Simple colouring", "Tô màu đơn", "Basit boyama"}},
    {HintText::NameJellyfish, {"Jellyfish", "Sứa (Jellyfish)", "Denizanası"}},
    {HintText::NameForcingChain, {"Forcing chain", "Chuỗi bắt buộc", "Zorlayıcı zincir"}},
    {HintText::NameNishio, {"Nishio", "Nishio", "Nishio"}},
    {HintText::UnitRow, unit_words::kRow},
    {HintText::UnitColumn, unit_words::kColumn},
    {HintText::UnitBox, unit_words::kBox},
    {HintText::UnitRegion, unit_words::kRegion},
    {HintText::UnitDiagonal, {"the diagonal", "đường chéo chính", "ana köşegen"}},
    {HintText::UnitAntiDiagonal, {"the anti-diagonal", "đường chéo phụ", "ters köşegen"}},
    {HintText::UnitWindow, unit_words::kWindow},
    {HintText::LinesRows, {"rows {1}", "các hàng {1}", "{1} satırlar"}},
    {HintText::LinesColumns, {"columns {1}", "các cột {1}", "{1} sütunlar"}},
    {HintText::LineNumber, {"{1}", "{1}", "{1}."}},
    {HintText::ListAnd, {" and ", " và ", " ve "}},
    {HintText::ListOr, {" or ", " hoặc ", " veya "}},
    {HintText::Headline, {"{1}: look at {2}", "{1}: hãy xem {2}", "{1}: {2} üzerine odaklanın"}},
    {HintText::ChangePlace, {"place {1} = {2}", "đặt {1} = {2}", "{1} hücresine {2} yazın"}},
    {HintText::ChangeRemove, {"remove {1} from {2}", "loại {1} khỏi {2}", "{1} adayını silin: {2}"}},
    {HintText::NakedSingle,
     {"{1}: {2} can only be {3}",
      "{1}: ô {2} chỉ có thể là {3}",
      "{1}: {2} hücresine yalnızca {3} girebilir"}},
    {HintText::HiddenSingle,
     {"{1}: in {2}, {3} fits only {4}",
      "{1}: trong {2}, số {3} chỉ có thể ở ô {4}",
      "{1}: {2} içinde {3} yalnızca {4} hücresine girebilir"}},
    {HintText::Intersection,
     {"{1}: in {2}, {3} lies only in {4}, so {3} leaves the rest of {4}",
      "{1}: trong {2}, số {3} chỉ nằm trong {4}, nên loại {3} khỏi các ô còn lại của {4}",
      "{1}: {2} içinde {3} yalnızca {4} üzerinde kalıyor; bu yüzden {3}, {4} içindeki diğer hücrelerden silinir"}},
    {HintText::NakedSubset,
     {"{1}: {2} hold only {3}, so {3} leave the rest of {4}",
      "{1}: các ô {2} chỉ chứa {3}, nên loại {3} khỏi các ô còn lại của {4}",
      "{1}: {2} hücrelerinde yalnızca {3} adayları var; bu yüzden {3}, {4} içindeki diğer hücrelerden silinir"}},
    {HintText::HiddenSubset,
     {"{1}: in {2}, {3} fit only {4}, so every other candidate leaves those cells",
      "{1}: trong {2}, các số {3} chỉ có thể ở các ô {4}, nên mọi ứng viên khác bị loại khỏi các ô đó",
      "{1}: {2} içinde {3} yalnızca {4} hücrelerine girebilir; bu yüzden bu hücrelerdeki diğer tüm adaylar silinir"}},
    {HintText::Fish,
     {"{1}: in {2}, {3} fits only in {4}, so {3} leaves the rest of {4}",
      "{1}: trong {2}, số {3} chỉ có thể nằm ở {4}, nên loại {3} khỏi các ô còn lại của {4}",
      "{1}: {2} içinde {3} yalnızca {4} üzerinde olabilir; bu yüzden {3}, {4} içindeki diğer hücrelerden silinir"}},
    {HintText::XYWing,
     {"{1}: pivot {2} ({3}) with pincers {4} ({5}) and {6} ({7}): one pincer must be {8}, so {8} leaves {9}",
      "{1}: ô trục {2} ({3}) cùng hai ô càng {4} ({5}) và {6} ({7}): một trong hai ô càng phải là {8}, nên loại {8} khỏi {9}",
      "{1}: merkez {2} ({3}), kıskaçlar {4} ({5}) ve {6} ({7}): kıskaçlardan biri {8} olmalı; bu yüzden {8} şu hücrelerden silinir: {9}"}},
    {HintText::XYZWing,
     {"{1}: pivot {2} ({3}) with pincers {4} ({5}) and {6} ({7}): one of the three must be {8}, so {8} leaves {9}",
      "{1}: ô trục {2} ({3}) cùng hai ô càng {4} ({5}) và {6} ({7}): một trong ba ô này phải là {8}, nên loại {8} khỏi {9}",
      "{1}: merkez {2} ({3}), kıskaçlar {4} ({5}) ve {6} ({7}): bu üç hücreden biri {8} olmalı; bu yüzden {8} şu hücrelerden silinir: {9}"}},
    {HintText::ColourWrap,
     {"{1} (colour wrap): colouring the conjugate pairs of {2}, {3} and {4} get the same colour but see each other, so {2} leaves every cell of that colour ({5})",
      "{1} (màu mâu thuẫn): khi tô màu các cặp liên hợp của số {2}, hai ô {3} và {4} cùng màu nhưng lại nhìn thấy nhau, nên loại {2} khỏi mọi ô mang màu đó ({5})",
      "{1} (renk çelişkisi): {2} için eşlenik çiftler boyandığında {3} ve {4} aynı rengi alıyor ama birbirini görüyor; bu yüzden {2} o renkteki tüm hücrelerden silinir ({5})"}},
    {HintText::ColourTrapOne,
     {"{1} (colour trap): the conjugate pairs of {2} through {3} take two colours, one of which holds {2}; {4} sees both colours, so {2} leaves it",
      "{1} (bẫy màu): các cặp liên hợp của số {2} qua các ô {3} được tô hai màu, một trong hai màu chứa {2}; ô {4} nhìn thấy cả hai màu, nên loại {2} khỏi ô đó",
      "{1} (renk kapanı): {2} için {3} hücrelerinden geçen eşlenik çiftler iki renge boyanır ve renklerden biri {2} içerir; {4} hücresi iki rengi de görüyor, bu yüzden {2} bu hücreden silinir"}},
    {HintText::ColourTrapMany,
     {"{1} (colour trap): the conjugate pairs of {2} through {3} take two colours, one of which holds {2}; {4} see both colours, so {2} leaves them",
      "{1} (bẫy màu): các cặp liên hợp của số {2} qua các ô {3} được tô hai màu, một trong hai màu chứa {2}; các ô {4} nhìn thấy cả hai màu, nên loại {2} khỏi các ô đó",
      "{1} (renk kapanı): {2} için {3} hücrelerinden geçen eşlenik çiftler iki renge boyanır ve renklerden biri {2} içerir; {4} hücreleri iki rengi de görüyor, bu yüzden {2} bu hücrelerden silinir"}},
    {HintText::Nishio,
     {"{1}: if {2} were {3}, singles would {4}, so {3} leaves {2}",
      "{1}: nếu ô {2} là {3} thì các bước số duy nhất sẽ {4}, nên loại {3} khỏi ô {2}",
      "{1}: {2} hücresi {3} olsaydı tekliler {4}; bu yüzden {3}, {2} hücresinden silinir"}},
    {HintText::BreakNoCandidate,
     {"leave {1} with no candidate",
      "khiến ô {1} không còn ứng viên nào",
      "{1} hücresinde hiç aday bırakmazdı"}},
    {HintText::BreakTwiceInUnit,
     {"put two {1}s in {2}",
      "đặt hai số {1} vào {2}",
      "{2} içine iki tane {1} koyardı"}},
    {HintText::BreakNoPlace,
     {"leave no place for {1} in {2}",
      "khiến {2} không còn chỗ cho số {1}",
      "{2} içinde {1} için yer bırakmazdı"}},
    {HintText::ForcingPlacement,
     {"{1}: whether {2} is {3}, singles lead to {4} = {5}",
      "{1}: dù ô {2} là {3}, các bước số duy nhất đều dẫn đến {4} = {5}",
      "{1}: {2} hücresi {3} olsa da tekliler her durumda {4} = {5} sonucuna varır"}},
    {HintText::ForcingRemoval,
     {"{1}: whether {2} is {3}, singles remove {4} from {5}",
      "{1}: dù ô {2} là {3}, các bước số duy nhất đều loại {4} khỏi {5}",
      "{1}: {2} hücresi {3} olsa da tekliler her durumda {4} adayını şu hücrelerden siler: {5}"}},
    {HintText::Filled, {"hint {1}: {2}", "gợi ý {1}: {2}", "ipucu {1}: {2}"}},
};
// clang-format on

static_assert(rows_in_key_order(kRows), "kRows must list every HintText key once, in enum order");

}  // namespace

const char* hint_text(HintText key, Language language) {
    return translated(kRows, key, language);
}

std::string hint_all_texts() {
    return all_translations(kRows);
}

}  // namespace sudoku::app
