#include "i18n/describe.hpp"

#include <array>

#include "core/base/text_fill.hpp"
#include "i18n/key_table.hpp"

namespace sudoku::i18n {

namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(core::ErrorCode::Count)> kNames{
#define SUDOKU_ERROR_CODE(name) #name,
#include "core/base/error_codes.def"
#undef SUDOKU_ERROR_CODE
};

const KeyTable& table() {
    static const KeyTable errors("Error", kNames);
    return errors;
}

}  // namespace

std::span<const std::string_view> error_code_names() {
    return kNames;
}

const char* error_template(core::ErrorCode code, Language language) {
    return table().text(static_cast<std::size_t>(code), language);
}

std::string describe(const core::Error& error, Language language) {
    if (error.code == core::ErrorCode::Unspecified)
        return error.args.empty() ? std::string() : error.args.front();
    if (error.code >= core::ErrorCode::Count) return "?";
    std::vector<std::string> values = error.args;
    for (const core::Error& part : error.parts)
        values.push_back(describe(part, language));
    return core::fill_placeholders(error_template(error.code, language), values);
}

std::string english(const core::Error& error) {
    return describe(error, Language::English);
}

std::string error_all_texts() {
    return table().all_texts();
}

}  // namespace sudoku::i18n
