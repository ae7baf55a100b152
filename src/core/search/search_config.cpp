#include "core/search/search_config.hpp"

#include <array>
#include <charconv>
#include <utility>

namespace sudoku::core {

namespace {

constexpr std::array<std::pair<VarOrder, std::string_view>, 4> kVarNames{{
    {VarOrder::RowMajor, "row-major"},
    {VarOrder::Mrv, "mrv"},
    {VarOrder::MrvDegree, "mrv-degree"},
    {VarOrder::Random, "random"},
}};
constexpr std::array<std::pair<ValueOrder, std::string_view>, 3> kValueNames{{
    {ValueOrder::Ascending, "asc"},
    {ValueOrder::Lcv, "lcv"},
    {ValueOrder::Random, "random"},
}};
constexpr std::array<std::pair<Inference, std::string_view>, 5> kInferenceNames{{
    {Inference::None, "none"},
    {Inference::ForwardCheck, "fc"},
    {Inference::NakedSingles, "naked"},
    {Inference::HiddenSingles, "hidden"},
    {Inference::Arc, "ac3"},
}};

template <class E, std::size_t N>
std::string_view name_of(const std::array<std::pair<E, std::string_view>, N>& table, E e) {
    for (const auto& [value, name] : table)
        if (value == e) return name;
    return table[0].second;
}

template <class E, std::size_t N>
std::optional<E> value_of(const std::array<std::pair<E, std::string_view>, N>& table,
                          std::string_view name) {
    for (const auto& [value, text] : table)
        if (text == name) return value;
    return std::nullopt;
}

// "a, b or c" for the error naming what a switch accepts.
template <class E, std::size_t N>
std::string choices(const std::array<std::pair<E, std::string_view>, N>& table) {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0) out += i + 1 == N ? " or " : ", ";
        out += table[i].second;
    }
    return out;
}

std::optional<SearchConfig> preset(std::string_view name) {
    if (name == "naive") return SearchConfig{};
    if (name == "mrv") return SearchConfig{.var = VarOrder::Mrv};
    if (name == "propagate")
        return SearchConfig{.var = VarOrder::Mrv, .infer = Inference::HiddenSingles};
    return std::nullopt;
}

// Applies one key=value part; `seen` keeps one bit per key so a repeated key is an error.
std::optional<Error> apply_part(SearchConfig& config, std::string_view part, unsigned& seen) {
    const auto eq = part.find('=');
    if (eq == std::string_view::npos)
        return coded_error(ErrorCode::SearchSpecPart, {std::string(part)});
    const std::string_view key = part.substr(0, eq);
    const std::string_view value = part.substr(eq + 1);
    const std::string k(key), v(value);
    constexpr std::array<std::string_view, 4> kKeys{"var", "val", "infer", "seed"};
    unsigned bit = 0;
    for (unsigned i = 0; i < kKeys.size(); ++i)
        if (key == kKeys[i]) bit = 1u << i;
    if (bit == 0) return coded_error(ErrorCode::SearchSpecKey, {k});
    if ((seen & bit) != 0) return coded_error(ErrorCode::SearchSpecRepeated, {k});
    seen |= bit;
    if (key == "var") {
        if (auto e = parse_var_order(value))
            config.var = *e;
        else
            return coded_error(ErrorCode::SearchSpecValue, {k, v, choices(kVarNames)});
    } else if (key == "val") {
        if (auto e = parse_value_order(value))
            config.val = *e;
        else
            return coded_error(ErrorCode::SearchSpecValue, {k, v, choices(kValueNames)});
    } else if (key == "infer") {
        if (auto e = parse_inference(value))
            config.infer = *e;
        else
            return coded_error(ErrorCode::SearchSpecValue, {k, v, choices(kInferenceNames)});
    } else {
        const auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), config.seed);
        if (v.empty() || ec != std::errc{} || ptr != v.data() + v.size())
            return coded_error(ErrorCode::SearchSpecSeed, {v});
    }
    return std::nullopt;
}

}  // namespace

std::string_view var_order_name(VarOrder v) {
    return name_of(kVarNames, v);
}
std::string_view value_order_name(ValueOrder v) {
    return name_of(kValueNames, v);
}
std::string_view inference_name(Inference i) {
    return name_of(kInferenceNames, i);
}
std::optional<VarOrder> parse_var_order(std::string_view name) {
    return value_of(kVarNames, name);
}
std::optional<ValueOrder> parse_value_order(std::string_view name) {
    return value_of(kValueNames, name);
}
std::optional<Inference> parse_inference(std::string_view name) {
    return value_of(kInferenceNames, name);
}

std::string to_spec(const SearchConfig& config) {
    std::string out = "var=" + std::string(var_order_name(config.var)) +
                      ",val=" + std::string(value_order_name(config.val)) +
                      ",infer=" + std::string(inference_name(config.infer));
    if (config.var == VarOrder::Random || config.val == ValueOrder::Random)
        out += ",seed=" + std::to_string(config.seed);
    return out;
}

Result<SearchConfig> parse_search_config(std::string_view spec) {
    if (auto p = preset(spec)) return *p;
    if (spec.empty()) return coded_error(ErrorCode::SearchSpecPart, {""});
    SearchConfig config;
    unsigned seen = 0;
    std::size_t from = 0;
    while (from <= spec.size()) {
        const std::size_t comma = std::min(spec.find(',', from), spec.size());
        if (auto error = apply_part(config, spec.substr(from, comma - from), seen)) return *error;
        from = comma + 1;
    }
    return config;
}

}  // namespace sudoku::core
