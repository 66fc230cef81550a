const consent: { text: string; linkText: string } = {
  text: "Я даю согласие на обработку моих персональных данных в соответствии с",
  linkText: "Политикой конфиденциальности",
};

export default consent;
