#include "app/model/share_link.hpp"

#include <charconv>

#include "core/dlx/column_rule.hpp"
#include "core/search/search_config.hpp"
#include "core/share/share_code.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kSpaces = " \t\r\n";
// An echoed piece of a bad link is cut to this many bytes (a pasted page can be long).
constexpr std::size_t kEchoMax = 40;

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(kSpaces);
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(kSpaces);
    return text.substr(first, last - first + 1);
}

// The piece of the link an error quotes: one printable line, cut short.
std::string echo(std::string_view text) {
    std::string out;
    for (const char c : text.substr(0, kEchoMax))
        out += static_cast<unsigned char>(c) < 0x20 || c == 0x7f ? '?' : c;
    if (text.size() > kEchoMax) out += "…";
    return out;
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// A browser or a mail program may escape the fragment's commas and equals signs ("%2C"): the
// escapes are undone; a '%' not followed by two hex digits stays as it is.
std::string percent_decoded(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 &&
            hex_value(text[i + 2]) >= 0) {
            out += static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 2;
            continue;
        }
        out += text[i];
    }
    return out;
}

core::Result<std::uint64_t> read_step(const std::string& value) {
    std::uint64_t step = 0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), step);
    if (value.empty() || ec != std::errc{} || ptr != value.data() + value.size() ||
        step > kShareLinkMaxStep)
        return core::coded_error(core::ErrorCode::ShareUrlBadStep,
                                 {echo(value), std::to_string(kShareLinkMaxStep)});
    return step;
}

// watch=ALGO or compare=ALGO into the launch's first or second lane.
std::optional<core::Error> read_lane(const std::string& key, const std::string& value,
                                     WatchLaunch& watch) {
    auto search = parse_watch_search(key, value);
    if (!search) return search.error();
    auto rule = parse_watch_column_rule(key, value);
    if (!rule) return rule.error();
    if (key == "watch") {
        watch.algorithm = search->algorithm;
        watch.search = *search;
        watch.column_rule = *rule;
    } else {
        watch.compare = search->algorithm;
        watch.compare_search = *search;
        watch.compare_column_rule = *rule;
    }
    return std::nullopt;
}

// The parts after the code: "&key=value" each, every key at most once.
std::optional<core::Error> read_parts(std::string_view parts, WatchLaunch& watch) {
    bool seen_watch = false, seen_compare = false, seen_step = false;
    while (!parts.empty()) {
        const auto amp = parts.find('&', 1);
        const std::string_view part =
            parts.substr(1, amp == std::string_view::npos ? amp : amp - 1);
        parts = amp == std::string_view::npos ? std::string_view{} : parts.substr(amp);
        if (part.empty()) continue;  // "&&" or a trailing "&": nothing asked
        const auto eq = part.find('=');
        const std::string key(part.substr(0, eq));
        const std::string value(eq == std::string_view::npos ? "" : part.substr(eq + 1));
        bool* seen = key == "watch"     ? &seen_watch
                     : key == "compare" ? &seen_compare
                     : key == "step"    ? &seen_step
                                        : nullptr;
        if (seen == nullptr || eq == std::string_view::npos)
            return core::coded_error(core::ErrorCode::ShareUrlBadPart, {echo(part)});
        if (*seen) return core::coded_error(core::ErrorCode::ShareUrlRepeated, {key});
        *seen = true;
        if (key == "step") {
            auto step = read_step(value);
            if (!step) return step.error();
            watch.step = *step;
        } else if (auto error = read_lane(key, value, watch)) {
            return error;
        }
    }
    if ((seen_step || seen_compare) && !seen_watch)
        return core::coded_error(core::ErrorCode::ShareUrlNoWatch,
                                 {seen_step ? "step" : "compare"});
    if (seen_watch && !watch.step) watch.step = 0;
    return std::nullopt;
}

}  // namespace

bool looks_like_share_link(std::string_view text) {
    text = trimmed(text);
    return text.starts_with(core::kShareCodePrefix) || text.starts_with('#') ||
           text.find("://") != std::string_view::npos;
}

core::Result<ShareLink> parse_share_link(std::string_view text) {
    text = trimmed(text);
    if (text.size() > kShareLinkMax)
        return core::coded_error(core::ErrorCode::ShareUrlTooLong,
                                 {std::to_string(text.size()), std::to_string(kShareLinkMax)});
    const auto hash = text.find('#');
    const std::string fragment =
        percent_decoded(hash == std::string_view::npos ? text : text.substr(hash + 1));
    if (!std::string_view(fragment).starts_with(core::kShareCodePrefix))
        return core::coded_error(core::ErrorCode::ShareUrlNoCode, {echo(text)});
    const auto amp = fragment.find('&');
    auto position = core::decode_share_code(std::string_view(fragment).substr(0, amp));
    if (!position) return position.error();
    ShareLink link{std::move(position).value()};
    if (amp != std::string::npos)
        if (auto error = read_parts(std::string_view(fragment).substr(amp), link.watch))
            return *error;
    return link;
}

std::string share_link_search(const core::StepSolverOptions& options) {
    const core::StepSolverOptions o = core::normalized_options(options);
    if (o.algorithm == core::Algorithm::Dlx)
        return std::string("dlx/") + core::column_rule_name(o.column_rule);
    if (o.algorithm != core::Algorithm::Custom && o.order == core::ValueOrder::Ascending)
        return core::algorithm_name(o.algorithm);
    return core::to_spec(core::search_config(o));
}

std::string make_share_link(std::string_view base, const core::Position& position,
                            const std::optional<ShareLinkWatch>& watch) {
    std::string link(trimmed(base.substr(0, base.find('#'))));
    link += '#';
    link += core::encode_share_code(position);
    if (!watch) return link;
    link += "&watch=" + share_link_search(watch->search);
    if (watch->compare) link += "&compare=" + share_link_search(*watch->compare);
    link += "&step=" + std::to_string(watch->step);
    return link;
}

}  // namespace sudoku::app
