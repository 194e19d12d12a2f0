// bottleneck's light build (no clustering), the one plugin-throttling loads: typed as the full one.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
