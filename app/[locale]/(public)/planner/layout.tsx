export { WideFrameLayout as default } from "@/components/wide-frame-layout";
