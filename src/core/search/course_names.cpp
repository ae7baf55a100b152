#include "core/search/course_names.hpp"

#include <algorithm>
#include <cctype>
#include <span>

namespace sudoku::core {

namespace {

struct Rename {
    std::string_view from;
    std::string_view to;
};

// Lesson 000 (Vietnamese): q is its board, d and c (dong, cot) its row and column, gia_tri
// its value.
constexpr Rename kVietnamese[] = {
    {"find_empty", "tim_o_trong"},
    {"is_valid", "kiem_tra"},
    {"solve", "giai"},
    {"board", "q"},
    {"row", "dong"},
    {"col", "cot"},
    {"value", "gia_tri"},
    {"found", "tim_thay"},
    {"FindEmpty", "TimOTrong"},
    {"IsValid", "KiemTra"},
    {"Solve", "Giai"},
    {"find_mrv_cell", "tim_o_mrv"},
    {"solve_sudoku", "giai_sudoku"},
    {"options", "lua_chon"},
    {"val", "gia_tri"},
    {"FindMrvCell", "TimOMrv"},
    {"SolveSudoku", "GiaiSudoku"},
};
// Lesson 001 (Turkish): tahta is its board, sayi its number, satir and sutun its row and
// column (without the dotless i and the umlaut, so the code runs as written everywhere).
constexpr Rename kTurkish[] = {
    {"find_empty", "bos_bul"},
    {"is_valid", "gecerli"},
    {"solve", "coz"},
    {"board", "tahta"},
    {"row", "satir"},
    {"col", "sutun"},
    {"value", "sayi"},
    {"found", "bulunan"},
    {"FindEmpty", "BosBul"},
    {"IsValid", "Gecerli"},
    {"Solve", "Coz"},
    {"find_mrv_cell", "mrv_hucre_bul"},
    {"solve_sudoku", "sudoku_coz"},
    {"options", "secenekler"},
    {"val", "sayi"},
    {"FindMrvCell", "MrvHucreBul"},
    {"SolveSudoku", "SudokuCoz"},
};

bool word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

std::span<const Rename> table(CodeNames names) {
    switch (names) {
        case CodeNames::Vietnamese:
            return kVietnamese;
        case CodeNames::Turkish:
            return kTurkish;
        case CodeNames::English:
            break;
    }
    return {};
}

}  // namespace

const char* code_names_code(CodeNames names) {
    switch (names) {
        case CodeNames::Vietnamese:
            return "vi";
        case CodeNames::Turkish:
            return "tr";
        case CodeNames::English:
            break;
    }
    return "en";
}

std::optional<CodeNames> parse_code_names(std::string_view code) {
    for (const CodeNames n : {CodeNames::English, CodeNames::Vietnamese, CodeNames::Turkish})
        if (code == code_names_code(n)) return n;
    return std::nullopt;
}

CodeNames lesson_code_names(std::string_view source) {
    // "lesson_001_tahta.txt", "lesson_000_cau_do" (the library), "cau_do (lesson 000)".
    for (std::size_t at = source.find("lesson"); at != std::string_view::npos;
         at = source.find("lesson", at + 1)) {
        const std::string_view number = source.substr(std::min(source.size(), at + 7), 3);
        if (at + 6 >= source.size() || (source[at + 6] != '_' && source[at + 6] != ' ')) continue;
        if (number == "001") return CodeNames::Turkish;
        if (number == "000" || number == "002" || number == "003" || number == "004")
            return CodeNames::Vietnamese;
    }
    return CodeNames::English;
}

std::string renamed_code(std::string_view line, CodeLanguage language, CodeNames names) {
    const auto renames = table(names);
    if (language == CodeLanguage::Pseudo || renames.empty()) return std::string(line);
    std::string out;
    out.reserve(line.size() + 16);
    std::size_t i = 0;
    bool quoted = false;  // inside a string literal nothing is renamed
    while (i < line.size()) {
        const char c = line[i];
        if (c == '"') quoted = !quoted;
        if (quoted || !word_char(c) || (i > 0 && word_char(line[i - 1]))) {
            out += c;
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < line.size() && word_char(line[end]))
            ++end;
        const std::string_view word = line.substr(i, end - i);
        std::string_view to = word;
        for (const Rename& r : renames)
            if (r.from == word) to = r.to;
        out += to;
        i = end;
    }
    return out;
}

}  // namespace sudoku::core
