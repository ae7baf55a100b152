#include "app/watch/watch_switches.hpp"

#include <algorithm>
#include <string>

#include <imgui_internal.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/heur_strings.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

namespace {

constexpr HeurText kVarTexts[] = {HeurText::VarRowMajor, HeurText::VarMrv, HeurText::VarMrvDegree,
                                  HeurText::VarRandom};
constexpr HeurText kInferTexts[] = {HeurText::InferNone, HeurText::InferFc, HeurText::InferNaked,
                                    HeurText::InferHidden, HeurText::InferArc};

// A full-width menu whose names shrink toward their 1x size rather than be cut in large type
// (as the setup's algorithm menu does).
template <class E, std::size_t N>
bool switch_combo(const WatchViewContext& ctx, const char* id, const HeurText (&texts)[N],
                  E& value) {
    const Language language = ctx.app.ui.language;
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const float chrome = ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().FramePadding.x;
    float widest = 1.0f;
    for (const HeurText t : texts)
        widest = std::max(widest, ImGui::CalcTextSize(heur_text(t, language)).x);
    const char* current = heur_text(texts[static_cast<std::size_t>(value)], language);
    const float fit =
        std::clamp((width - chrome) / widest, 0.85f / std::max(1.0f, ctx.app.ui.ui_scale), 1.0f);
    check_text_fits("watch switches", current, (width - chrome) / fit);
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    ImGui::SetWindowFontScale(base * fit);
    ImGui::SetNextItemWidth(width);
    bool changed = false;
    if (ImGui::BeginCombo(id, current)) {
        for (std::size_t i = 0; i < N; ++i) {
            if (ImGui::Selectable(heur_text(texts[i], language),
                                  i == static_cast<std::size_t>(value))) {
                changed = i != static_cast<std::size_t>(value);
                value = static_cast<E>(i);
            }
        }
        ImGui::EndCombo();
    }
    ImGui::SetWindowFontScale(base);
    return changed;
}

// One lane's two menus; a change makes the lane the search of its switches (a preset when
// they are one).
bool lane_switches(const WatchViewContext& ctx, WatchSetup& setup, int lane) {
    // A preset shows its own switches (mrv = MRV, no inference).
    core::SearchConfig config = core::search_config(setup.lane(lane).options());
    ImGui::PushID(lane);
    bool changed = switch_combo(ctx, "##var", kVarTexts, config.var);
    changed |= switch_combo(ctx, "##infer", kInferTexts, config.infer);
    ImGui::PopID();
    if (changed) setup.lane(lane).set_search(core::step_options(config));
    return changed;
}

}  // namespace

bool draw_search_switches(const WatchViewContext& ctx, WatchSetup& setup) {
    // A button that opens the menus in a popup over the panel: open in place (a tree node)
    // they took the listing's lines at 1024x768 and 1280x800 (three to five left of it).
    const Language language = ctx.app.ui.language;
    const std::string label =
        std::string(heur_text(HeurText::HeaderSwitches, language)) + " \xE2\x80\xA6###switches";
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    if (ImGui::Button(label.c_str())) ImGui::OpenPopup("##switches_popup");
    report_last_item("watch_switches");
    ImGui::SetNextWindowPos(ImVec2(ImGui::GetItemRectMin().x, ImGui::GetItemRectMax().y),
                            ImGuiCond_Appearing);
    ImGui::SetNextWindowSize(ImVec2(width, 0.0f));
    if (!ImGui::BeginPopup("##switches_popup")) return false;
    report_current_window("watch_switches_popup");
    bool changed = false;
    for (int lane = 0; lane < (setup.compare ? 2 : 1); ++lane) {
        if (setup.compare) {
            ImGui::TextDisabled(
                "%s", heur_text(lane == 0 ? HeurText::LaneFirst : HeurText::LaneSecond, language));
        }
        changed |= lane_switches(ctx, setup, lane);
    }
    ImGui::EndPopup();
    return changed;
}

}  // namespace sudoku::app
