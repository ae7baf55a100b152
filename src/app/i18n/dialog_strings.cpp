#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/print_strings.hpp"

#include <algorithm>
#include <utility>

#include "app/i18n/clipped_text.hpp"
#include "core/logic/grader.hpp"
#include "core/play/game.hpp"
#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kDialogNames[] = {
#define SUDOKU_DIALOG_TEXT(name) #name,
#include "app/i18n/dialog_keys.def"
#undef SUDOKU_DIALOG_TEXT
};
static_assert(std::size(kDialogNames) == static_cast<std::size_t>(DialogText::Count));

const i18n::KeyTable& dialog_table() {
    static const i18n::KeyTable texts("DialogText", kDialogNames);
    return texts;
}

}  // namespace

const char* dialog_text(DialogText key, Language language) {
    return dialog_table().text(static_cast<std::size_t>(key), language);
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
    if (label == core::kSeveralSolutionsLabel)
        return dialog_text(DialogText::DifficultySeveral, language);
    if (label == "daily") return print_text(PrintText::DifficultyDaily, language);
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
    return dialog_table().all_texts();
}

std::span<const std::string_view> dialog_key_names() {
    return kDialogNames;
}

}  // namespace sudoku::app
