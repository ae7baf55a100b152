#include "app/dialogs/new_game_dialog.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <span>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/killer_strings.hpp"
#include "app/i18n/print_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "core/generate/daily_puzzle.hpp"
#include "core/generate/killer_generator.hpp"
#include "core/generate/region_generator.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/puzzle_pool_file.hpp"

namespace sudoku::app {

namespace {

using core::Grade;
using core::Variant;

// Names a combo's entry in the layout report ("new_game_size_10"), so a test picks it by name.
void report_choice(const char* combo, int index) {
    report_last_item((std::string(combo) + "_" + std::to_string(index)).c_str());
}

constexpr DialogText kSymmetryNames[] = {DialogText::SymmetryNone, DialogText::SymmetryRotate,
                                         DialogText::SymmetryMirror, DialogText::SymmetryDiagonal};

std::uint64_t random_seed() {
    std::random_device device;
    // Nine digits: short enough to read out and type back.
    return (std::uint64_t{device()} << 32 ^ device()) % 1'000'000'000ULL;
}

std::string size_name(int n) {
    return std::to_string(n) + "x" + std::to_string(n);
}

std::string box_name(core::BoxShape box) {
    return std::to_string(box.rows) + "x" + std::to_string(box.cols);
}

// Why a level is greyed: the board, how rare such puzzles are, or (Killer chosen) the time a
// Killer puzzle would take.
DialogText grade_limit_reason(core::GradeLimit limit) {
    switch (limit) {
        case core::GradeLimit::BoxesTooThin:
            return DialogText::DifficultyBoxesTooThin;
        case core::GradeLimit::TooRare:
            return DialogText::DifficultyTooRare;
        case core::GradeLimit::KillerTooSlow:
            return DialogText::DifficultyKillerTooSlow;
        default:
            return DialogText::DifficultyBoardTooSmall;
    }
}

}  // namespace

void NewGameDialog::use_pool_file(std::filesystem::path path) {
    io::LoadedPool loaded = io::load_puzzle_pool(path);
    if (loaded.discarded)
        std::fprintf(stderr, "sudoku-lab: puzzles made ahead discarded: %s\n",
                     i18n::english(*loaded.discarded).c_str());
    m_pool = std::move(loaded.pool);
    m_pool_path = std::move(path);
}

void NewGameDialog::save_pool() const {
    if (m_pool_path.empty()) return;
    if (const auto error = io::save_puzzle_pool(m_pool_path, m_pool))
        std::fprintf(stderr, "sudoku-lab: puzzles made ahead not saved: %s\n",
                     i18n::english(*error).c_str());
}

core::PuzzleRequest NewGameDialog::request() const {
    core::PuzzleRequest request{
        .settings = m_killer ? core::normalized_for_killer(m_settings) : m_settings,
        .killer = m_killer,
        .killer_givens = m_killer_givens};
    request.settings.empty = m_exact_empty ? m_empty_value : -1;
    return request;
}

void NewGameDialog::keep_pool_filled() {
    // The player's own request has both cores first.
    if (m_job.active()) return;
    if (m_filler.poll(m_pool)) save_pool();
}

bool NewGameDialog::start_from_pool(const ViewContext& ctx, const core::PuzzleRequest& request) {
    const std::string kind = core::request_kind(request);
    std::optional<core::PooledPuzzle> pooled = m_pool.take(kind);
    if (!pooled) return false;
    save_pool();  // taken for good: a crash must not hand it out again
    auto puzzle = core::parse_puzzle_line(pooled->puzzle);
    auto solution = core::parse_puzzle_line(pooled->solution);
    if (!puzzle || !solution) return false;  // the file was read with this check: not expected
    core::NewGameSettings made = request.settings;
    made.seed = pooled->seed;
    cmd::StartGame start{.puzzle = std::move(*puzzle), .solution = std::move(*solution)};
    start.label = pooled->grade;
    // Parts, worded when drawn: the label follows a change of language.
    start.source = PuzzleSource::generated(made, request.killer);
    ctx.commands.push(std::move(start));
    m_filler.want(request);  // the next one of this kind
    m_modal.close();
    return true;
}

void NewGameDialog::open() {
    if (!m_job.active()) m_failure.reset();
    m_settings.seed = random_seed();
    m_seed_typed = false;
    m_modal.request_open();
    m_focus_seed = true;
}

void NewGameDialog::close() {
    m_job.cancel();  // a running job ends soon; its result is then dropped in draw
    m_modal.close();
}

void NewGameDialog::start_daily() {
    const core::CivilDate today = core::utc_date();
    // Today's puzzle is classic for everyone: never Killer, never from the pool.
    start_generation(
        {.settings = core::daily_settings(today), .killer = false, .killer_givens = false});
    m_job_daily = core::format_civil_date(today);
}

void NewGameDialog::start_generation() {
    m_settings.empty = m_exact_empty ? m_empty_value : -1;
    m_generate_asked = true;  // draw() answers from the pool or starts the generator
}

void NewGameDialog::start_generation(const core::PuzzleRequest& request) {
    m_job_request = request;
    m_job_daily.clear();
    m_failure.reset();
    m_job_started = ImGui::GetTime();
    // The player waits for this one: nothing is made ahead meanwhile.
    m_filler.stop();
    m_job.start([request](const std::atomic<bool>& cancel) {
        return core::generate_for_request(request, &cancel);
    });
}

void NewGameDialog::collect_result(const ViewContext& ctx) {
    // A puzzle that was finished just before the generator saw the player's Cancel is dropped:
    // Cancel keeps the game on the board, whenever the work happened to end.
    const bool cancel_asked = m_job.cancel_requested();
    auto result = m_job.take_result();
    if (!result) return;
    if (!result->ok() || cancel_asked) {
        m_failure = result->ok() ? core::cancelled_error() : result->error();
        return;
    }
    core::GeneratedPuzzle& generated = result->value();
    // Never handed out again by the pool, which is made ahead for this kind from now on.
    m_pool.remember_handed_out(core::format_puzzle_line(generated.puzzle));
    if (m_job_daily.empty()) m_filler.want(m_job_request);
    save_pool();
    cmd::StartGame start{.puzzle = std::move(generated.puzzle),
                         .solution = std::move(generated.solution)};
    start.label = generated.grade ? core::grade_name(*generated.grade) : "";
    // Parts, worded when drawn: the label follows a change of language.
    start.source = PuzzleSource::generated(m_job_request.settings, m_job_request.killer);
    if (!m_job_daily.empty()) {
        start.label = core::kDailyLabel;
        start.source = PuzzleSource::daily(m_job_daily);
    }
    ctx.commands.push(std::move(start));
    m_modal.close();
}

void NewGameDialog::draw(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (!m_modal.begin(t(DialogText::NewGameTitle), 600.0f * ctx.ui.ui_scale)) {
        // Closed: a running job is cancelled, and what it delivers is dropped.
        m_job.cancel();
        if (m_job.active()) (void)m_job.take_result();
        keep_pool_filled();
        return;
    }
    keep_pool_filled();
    if (m_generate_asked) {
        m_generate_asked = false;
        const core::PuzzleRequest asked = request();
        if (m_seed_typed || !start_from_pool(ctx, asked)) start_generation(asked);
    }
    collect_result(ctx);
    if (m_modal.is_open()) {
        push_dialog_colours(ctx.theme);
        ImGui::BeginDisabled(busy());
        draw_settings(ctx);
        ImGui::EndDisabled();
        draw_footer(ctx);
        pop_dialog_colours();
        check_window_fits("new game");
        if (m_modal.settled()) check_window_needs_no_scrolling("new game");
    }
    m_modal.end();
}

// The settings' label column and fields, measured once a frame for the current language.
struct NewGameDialog::SettingsRows {
    const ViewContext& ctx;
    bool stacked = false;       // each label above its field (the dialog is too narrow)
    float field_x = 0.0f;       // where fields start
    float field_width = 0.0f;   // their width
    float preview_room = 0.0f;  // a combo's current value, beside its arrow button
    float random_width = 0.0f;  // the seed's Random button

    [[nodiscard]] const char* t(DialogText key) const { return dialog_text(key, ctx.ui.language); }
    void label_then_field(DialogText label) const {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(t(label));
        if (!stacked) ImGui::SameLine(field_x);
    }
    void row(DialogText label) const {
        label_then_field(label);
        ImGui::SetNextItemWidth(field_width);
    }
    bool combo(const char* id, const char* preview, ImGuiComboFlags flags = 0) const {
        check_text_fits("new game", preview, preview_room);
        return begin_combo(id, preview, flags);
    }
};

void NewGameDialog::draw_settings(const ViewContext& ctx) {
    draw_presets(ctx);
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::Spacing();
    const SettingsRows rows = settings_rows(ctx);
    draw_shape_rows(rows);
    draw_difficulty_row(rows);
    // Killer puzzles are cut into cages, not carved: no empty-cell count or clue symmetry.
    ImGui::BeginDisabled(m_killer);
    draw_empty_cells_row(rows);
    draw_symmetry_row(rows);
    ImGui::EndDisabled();
    draw_seed_row(rows);
}

void NewGameDialog::draw_presets(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    core::NewGameSettings& s = m_settings;
    const float scale = ctx.ui.ui_scale * m_modal.fit();  // shrunk with the type
    // The heading, on the line of the checkboxes beside it (not 4 px above their labels).
    ImGui::AlignTextToFramePadding();
    muted_text(ctx.theme, t(DialogText::QuickStart));
    if (ImGui::IsItemHovered()) wrapped_tooltip(t(DialogText::QuickStartTooltip));
    // Killer's options share the heading's line (the rows below keep their places).
    draw_killer_options(ctx);
    // Lesson 004's ten modes, one click each, in two rows of five (or more, narrower rows
    // when the labels would not fit: a large interface on a small screen).
    const auto presets = core::lesson_presets();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float padding = ImGui::GetStyle().FramePadding.x;
    const auto preset_label = [&](const core::GamePreset& p) {
        std::string label = size_name(p.size);
        if (core::is_jigsaw(p.variant)) label += std::string(" ") + t(DialogText::VariantJigsaw);
        return label;
    };
    float widest_preset = 0.0f;
    for (const core::GamePreset& p : presets)
        widest_preset = std::max(widest_preset, ImGui::CalcTextSize(preset_label(p).c_str()).x);
    int columns = 5;
    float preset_width = 0.0f;
    for (; columns >= 1; --columns) {
        preset_width = std::floor(
            (ImGui::GetContentRegionAvail().x - static_cast<float>(columns - 1) * spacing) /
            static_cast<float>(columns));
        if (widest_preset * kSmallestLabelScale <= preset_width - 2.0f * padding || columns == 1)
            break;
    }
    for (std::size_t i = 0; i < presets.size(); ++i) {
        const core::GamePreset& p = presets[i];
        if (i % static_cast<std::size_t>(columns) != 0) ImGui::SameLine();
        const bool current =
            s.size == p.size && core::is_jigsaw(s.variant) == core::is_jigsaw(p.variant);
        const std::string label = preset_label(p);
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, ctx.theme.same_digit_background);
        if (fitted_button(label.c_str(), preset_width, 32.0f * scale)) {
            s = core::with_preset(p, random_seed());
            m_seed_typed = false;
            m_exact_empty = false;
        }
        if (current) ImGui::PopStyleColor();
    }
}

NewGameDialog::SettingsRows NewGameDialog::settings_rows(const ViewContext& ctx) const {
    SettingsRows rows{.ctx = ctx};
    const float scale = ctx.ui.ui_scale * m_modal.fit();  // shrunk with the type
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float padding = ImGui::GetStyle().FramePadding.x;
    // The label column fits the longest label in the current language.
    float label_width = 0.0f;
    for (DialogText label :
         {DialogText::LabelSize, DialogText::LabelBoxShape, DialogText::LabelVariant,
          DialogText::LabelDifficulty, DialogText::LabelExactEmpty, DialogText::LabelSymmetry,
          DialogText::LabelSeed})
        label_width = std::max(label_width, ImGui::CalcTextSize(rows.t(label)).x);
    label_width += ImGui::GetStyle().WindowPadding.x + 24.0f * scale;
    // The widest thing a field shows: a combo's value beside its arrow, or a nine-digit seed
    // beside the Random button.
    rows.random_width =
        ImGui::CalcTextSize(rows.t(DialogText::ButtonRandomSeed)).x + 2.0f * padding;
    float widest_value = ImGui::CalcTextSize("25x25").x;
    for (const std::span<const DialogText> names :
         {std::span<const DialogText>(kVariantNames), std::span<const DialogText>(kDifficultyNames),
          std::span<const DialogText>(kSymmetryNames)})
        for (DialogText name : names)
            widest_value = std::max(widest_value, ImGui::CalcTextSize(rows.t(name)).x);
    const float field_needed = std::max(
        widest_value + ImGui::GetFrameHeight() + 2.0f * padding,
        ImGui::CalcTextSize("0000000000").x + 2.0f * padding + spacing + rows.random_width);
    // Labels left of their fields where both fit, else each label above its field.
    rows.stacked = ImGui::GetContentRegionAvail().x - label_width < field_needed;
    rows.field_x = rows.stacked ? ImGui::GetCursorPosX() : label_width;
    rows.field_width = ImGui::GetContentRegionAvail().x - (rows.stacked ? 0.0f : label_width);
    rows.preview_room =
        rows.field_width - ImGui::GetFrameHeight() - 2.0f * ImGui::GetStyle().FramePadding.x;
    return rows;
}

void NewGameDialog::draw_shape_rows(const SettingsRows& rows) {
    core::NewGameSettings& s = m_settings;
    rows.row(DialogText::LabelSize);
    if (rows.combo("##size", size_name(s.size).c_str(), ImGuiComboFlags_HeightLargest)) {
        for (int n = core::kMinSize; n <= core::kMaxSize; ++n) {
            if (ImGui::Selectable(size_name(n).c_str(), n == s.size)) {
                s.size = n;
                s = core::normalized(s);
            }
            report_choice("new_game_size", n);
        }
        ImGui::EndCombo();
    } else {
        report_last_item("new_game_size");
    }

    const std::vector<core::BoxShape> shapes = core::box_shapes(s.size);
    if (shapes.size() > 1 && !core::is_jigsaw(s.variant)) {
        rows.row(DialogText::LabelBoxShape);
        if (rows.combo("##box", box_name(s.box).c_str())) {
            for (const core::BoxShape& shape : shapes) {
                if (ImGui::Selectable(box_name(shape).c_str(), shape == s.box)) {
                    s.box = shape;
                    s = core::normalized(s);
                }
            }
            ImGui::EndCombo();
        }
    }

    rows.row(DialogText::LabelVariant);
    if (rows.combo("##variant", rows.t(kVariantNames[static_cast<int>(s.variant)]))) {
        for (int v = 0; v < static_cast<int>(Variant::Count); ++v) {
            const auto variant = static_cast<Variant>(v);
            const bool available = core::variant_available(s.size, s.box, variant);
            if (ImGui::Selectable(rows.t(kVariantNames[v]), variant == s.variant,
                                  available ? 0 : ImGuiSelectableFlags_Disabled)) {
                s.variant = variant;
                s = core::normalized(s);
            }
        }
        ImGui::EndCombo();
    }
}

void NewGameDialog::draw_difficulty_row(const SettingsRows& rows) {
    core::NewGameSettings& s = m_settings;
    // A level Killer does not offer on this board falls to the hardest it does.
    if (m_killer) s = core::normalized_for_killer(s);
    rows.row(DialogText::LabelDifficulty);
    const int difficulty = s.difficulty ? static_cast<int>(*s.difficulty) + 1 : 0;
    if (rows.combo("##difficulty", rows.t(kDifficultyNames[difficulty]))) {
        for (int d = 0; d < static_cast<int>(std::size(kDifficultyNames)); ++d) {
            const auto grade = d == 0 ? std::nullopt : std::optional(static_cast<Grade>(d - 1));
            // Levels this board never has are shown greyed, with the reason, not offered.
            const core::GradeLimit limit = !grade     ? core::GradeLimit::Reachable
                                           : m_killer ? core::killer_grade_limit(s, *grade)
                                                      : core::grade_limit(s, *grade);
            const bool reachable = limit == core::GradeLimit::Reachable;
            if (ImGui::Selectable(rows.t(kDifficultyNames[d]), d == difficulty,
                                  reachable ? 0 : ImGuiSelectableFlags_Disabled))
                s = core::with_difficulty(s, grade);
            report_choice("new_game_difficulty", d);
            if (!reachable && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
                wrapped_tooltip(rows.t(grade_limit_reason(limit)));
        }
        ImGui::EndCombo();
    } else {
        report_last_item("new_game_difficulty");
    }
    if (ImGui::IsItemHovered()) wrapped_tooltip(rows.t(DialogText::DifficultyTooltip));
}

void NewGameDialog::draw_empty_cells_row(const SettingsRows& rows) {
    const core::NewGameSettings& s = m_settings;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float padding = ImGui::GetStyle().FramePadding.x;
    rows.label_then_field(DialogText::LabelExactEmpty);
    ImGui::Checkbox("##exact_empty", &m_exact_empty);
    ImGui::SameLine();
    ImGui::BeginDisabled(!m_exact_empty);
    ImGui::SetNextItemWidth(110.0f * rows.ctx.ui.ui_scale * m_modal.fit());
    if (ImGui::InputInt("##empty", &m_empty_value))
        m_empty_value = std::clamp(m_empty_value, 0, s.size * s.size);
    // Lesson 002's levels on their own line, under the field they fill (the buttons on the
    // next line when they do not fit beside their label).
    float levels_width = ImGui::CalcTextSize(rows.t(DialogText::LessonLevels)).x;
    for (int level = 0; level < 3; ++level)
        levels_width +=
            spacing + 2.0f * padding +
            ImGui::CalcTextSize(std::to_string(core::empty_button_cells(s, level)).c_str()).x;
    const bool levels_beside = levels_width <= rows.field_width;
    ImGui::SetCursorPosX(rows.field_x);
    ImGui::AlignTextToFramePadding();
    muted_text(rows.ctx.theme, rows.t(DialogText::LessonLevels));
    for (int level = 0; level < 3; ++level) {
        const int cells = core::empty_button_cells(s, level);
        if (level > 0 || levels_beside)
            ImGui::SameLine();
        else
            ImGui::SetCursorPosX(rows.field_x);
        ImGui::PushID(level);
        if (ImGui::Button(std::to_string(cells).c_str())) m_empty_value = cells;
        ImGui::PopID();
    }
    ImGui::EndDisabled();
}

void NewGameDialog::draw_killer_options(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const char* killer = killer_text(KillerText::NewGameKiller, lang);
    const char* givens = killer_text(KillerText::NewGameKillerGivens, lang);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float box = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x;
    const float one = box + ImGui::CalcTextSize(killer).x;
    const float two = box + ImGui::CalcTextSize(givens).x;
    // After the heading when both fit there, else on their own line (large type).
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (one + two + 3.0f * style.ItemSpacing.x <= right - ImGui::GetItemRectMax().x)
        ImGui::SameLine(0.0f, 2.0f * style.ItemSpacing.x);
    ImGui::Checkbox(killer, &m_killer);
    if (ImGui::IsItemHovered()) wrapped_tooltip(killer_text(KillerText::NewGameKillerTip, lang));
    if (right - ImGui::GetItemRectMax().x >= two + style.ItemSpacing.x) ImGui::SameLine();
    ImGui::BeginDisabled(!m_killer);
    ImGui::Checkbox(givens, &m_killer_givens);
    ImGui::EndDisabled();
}

void NewGameDialog::draw_symmetry_row(const SettingsRows& rows) {
    core::NewGameSettings& s = m_settings;
    rows.row(DialogText::LabelSymmetry);
    const int symmetry = static_cast<int>(s.symmetry);
    if (rows.combo("##symmetry", rows.t(kSymmetryNames[symmetry]))) {
        for (int i = 0; i < static_cast<int>(std::size(kSymmetryNames)); ++i) {
            if (ImGui::Selectable(rows.t(kSymmetryNames[i]), i == symmetry))
                s.symmetry = static_cast<core::Symmetry>(i);
            report_choice("new_game_symmetry", i);
        }
        ImGui::EndCombo();
    } else {
        report_last_item("new_game_symmetry");
    }
}

void NewGameDialog::draw_seed_row(const SettingsRows& rows) {
    core::NewGameSettings& s = m_settings;
    rows.row(DialogText::LabelSeed);
    ImGui::SetNextItemWidth(rows.field_width - rows.random_width - ImGui::GetStyle().ItemSpacing.x);
    if (m_focus_seed) {
        ImGui::SetKeyboardFocusHere();
        m_focus_seed = false;
    }
    // The typed seed applies as it is typed (with EnterReturnsTrue it would apply only on Enter,
    // and a click on Generate would use the old one). Enter in the field also generates:
    // Ctrl+N, a seed, Enter reproduces a puzzle by keyboard.
    // A typed seed asks for that very puzzle: the pool's puzzles have seeds of their own.
    if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &s.seed, nullptr, nullptr, "%llu",
                           ImGuiInputTextFlags_AutoSelectAll))
        m_seed_typed = true;
    report_last_item("new_game_seed");
    const bool entered = ImGui::IsItemDeactivated() &&
                         (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
                          ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter)));
    if (entered && !busy()) start_generation();
    if (ImGui::IsItemHovered()) wrapped_tooltip(rows.t(DialogText::SeedTooltip));
    ImGui::SameLine();
    if (ImGui::Button(rows.t(DialogText::ButtonRandomSeed))) {
        s.seed = random_seed();
        m_seed_typed = false;
    }
}

void NewGameDialog::draw_footer(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    const float scale = ctx.ui.ui_scale * m_modal.fit();  // shrunk with the type
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::Spacing();

    // Requests the generator would refuse (an odd empty count with paired symmetry...) are
    // shown before anything runs.
    core::NewGameSettings request = m_settings;
    request.empty = m_exact_empty ? m_empty_value : -1;
    const auto invalid = core::validate_generator_options(core::to_generator_options(request));
    const auto failed = [&](const core::Error& error) -> std::string {
        if (error.code == core::ErrorCode::Cancelled) return t(DialogText::GenerateCancelled);
        return fill(t(DialogText::GenerateFailed), {error_text(error, ctx.ui.language)});
    };
    const std::string problem = invalid ? failed(*invalid) : m_failure ? failed(*m_failure) : "";
    if (!problem.empty() && !busy()) {
        coloured_wrapped_text(ctx.theme.wrong_digit, problem.c_str());
        report_text("new_game_problem", problem.c_str());
        ImGui::Spacing();
    }

    const ImVec2 button(150.0f * scale, 0.0f);
    if (busy()) {
        const double elapsed = ImGui::GetTime() - m_job_started;
        draw_spinner(ctx.theme, 10.0f * scale, elapsed);
        ImGui::SameLine();
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.1f", elapsed);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(fill(t(DialogText::Generating), {seconds}).c_str());
        report_text("new_game_generating", seconds);
        same_line_at_right(button.x);
        check_text_fits("button", t(DialogText::ButtonCancel),
                        button.x - 2.0f * ImGui::GetStyle().FramePadding.x);
        // Once asked, Cancel stays pressed-looking (disabled) until the work stops at its next
        // check-point; the browser tests wait for that before they let the held work go on.
        const bool asked = m_job.cancel_requested();
        ImGui::BeginDisabled(asked);
        const bool cancel = ImGui::Button(t(DialogText::ButtonCancel), button);
        ImGui::EndDisabled();
        report_last_item("new_game_cancel");
        if (asked) report_text("new_game_cancel_asked", "1");
        if (!asked && (cancel || claim_escape())) m_job.cancel();
        return;
    }
    ImGui::BeginDisabled(invalid.has_value());
    const bool generate = accent_button(ctx.theme, t(DialogText::ButtonGenerate), button);
    report_last_item("new_game_generate");
    if (generate) start_generation();
    ImGui::EndDisabled();
    // Today's puzzle: the same for every player that UTC day. Between Generate and Close when
    // it fits there (fitted_button shrinks a label to 70 % at most), else on a line of its own
    // under Generate, Close still last.
    const char* today = print_text(PrintText::ButtonToday, ctx.ui.language);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::SameLine();
    const float between =
        ImGui::GetWindowContentRegionMax().x - button.x - spacing - ImGui::GetCursorPosX();
    const bool beside =
        ImGui::CalcTextSize(today).x * 0.7f + 2.0f * ImGui::GetStyle().FramePadding.x <= between;
    if (!beside) ImGui::NewLine();
    if (fitted_button(today, beside ? between : ImGui::GetContentRegionAvail().x)) start_daily();
    same_line_at_right(button.x);
    check_text_fits("button", t(DialogText::ButtonClose),
                    button.x - 2.0f * ImGui::GetStyle().FramePadding.x);
    if (ImGui::Button(t(DialogText::ButtonClose), button) || claim_escape()) close();
}

}  // namespace sudoku::app
