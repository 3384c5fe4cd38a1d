export default {
  rest: {
    defaultLimit: 100,
    maxLimit: 1000,
    withCount: true,
  },
};
