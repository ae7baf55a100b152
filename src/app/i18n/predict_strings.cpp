#include "app/i18n/predict_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kPredictNames[] = {
#define SUDOKU_PREDICT_TEXT(name) #name,
#include "app/i18n/predict_keys.def"
#undef SUDOKU_PREDICT_TEXT
};
static_assert(std::size(kPredictNames) == static_cast<std::size_t>(PredictText::Count));

const i18n::KeyTable& predict_table() {
    static const i18n::KeyTable texts("PredictText", kPredictNames);
    return texts;
}

}  // namespace

const char* predict_text(PredictText key, Language language) {
    return predict_table().text(static_cast<std::size_t>(key), language);
}

std::string predict_all_texts() {
    return predict_table().all_texts();
}

std::span<const std::string_view> predict_key_names() {
    return kPredictNames;
}

}  // namespace sudoku::app
